// Every call to the service runs under a progress notification whose Cancel button aborts the HTTP request.
import * as vscode from 'vscode';

export function withCallProgress<T>(
  title: string,
  task: (signal: AbortSignal, progress: vscode.Progress<{ message?: string; increment?: number }>) => Promise<T>,
): Promise<T> {
  return Promise.resolve(
    vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title, cancellable: true },
      async (progress, token) => {
        const controller = new AbortController();
        const subscription = token.onCancellationRequested(() => controller.abort());
        try {
          return await task(controller.signal, progress);
        } finally {
          subscription.dispose();
        }
      },
    ),
  );
}
