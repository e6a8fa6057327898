// What the status bar says about the active group document, from its state alone, so that it can never contradict
// what happened: after a successful update the document is clean and nothing is shown; a refused Ctrl+S names its
// reason only while the text is the one refused; a deleted (or forgotten) group's document says it can no longer be
// sent instead of inviting Ctrl+S. Pure, unit-tested on plain Node.

export interface GroupDocumentState {
  dirty: boolean;
  /** The group is still in the explorer. */
  exists: boolean;
  /** Why the last Ctrl+S sent nothing, when the document's text is still the text that was refused. */
  refusedBecause?: string;
}

export interface GroupDocumentStatus {
  text: string;
  tooltip: string;
  kind: 'warning' | 'error';
}

export function groupDocumentStatus(state: GroupDocumentState): GroupDocumentStatus | undefined {
  if (!state.exists) {
    return {
      text: '$(circle-slash) Group deleted: this document cannot be sent',
      tooltip:
        'The group was deleted (or forgotten) in the explorer. Nothing in this document reaches the service any more; close it, or look the group up again.',
      kind: 'error',
    };
  }
  if (!state.dirty) return undefined;
  if (state.refusedBecause) {
    return {
      text: `$(error) ${state.refusedBecause}`,
      tooltip: 'Nothing was sent. Fix what is underlined, then press Ctrl+S (Cmd+S) again.',
      kind: 'error',
    };
  }
  return {
    text: '$(cloud-upload) Not sent: press Ctrl+S to update the group',
    tooltip:
      'Edits to a group document reach the service only when you save it yourself (Ctrl+S / Cmd+S or Update Group). Auto-save never sends them.',
    kind: 'warning',
  };
}
