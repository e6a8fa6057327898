// The generator's built-in page components as data, described in our own words from its documentation and from what
// its renderer does: each component's props (type, allowed values, default, whether required), the rules that tie
// props together, deprecations and the parents a child must sit in. The checks, completion and hover all read this
// one table; nothing else lists component names or props.

/** What a prop's value is, which decides how it is checked and completed. */
export type PropKind =
  /** Free text. */
  | 'text'
  /** `true`/`false`; written bare (`<Accordion defaultOpen>`) or as `{false}`. */
  | 'boolean'
  /** A number, written `{3}` (a quoted number also works: the components convert it). */
  | 'number'
  /** One of `values`. */
  | 'enum'
  /** A CSS colour (`#0d9373`, `rgb(…)`, a name). */
  | 'color'
  /** A page of the site or a URL: checked like a link. */
  | 'link'
  /** An image path or URL: checked like an image. */
  | 'image'
  /** An icon of the site's library, a URL, a site path, or SVG in braces. */
  | 'icon'
  /** The Font Awesome style of `icon`. */
  | 'iconType'
  /** An id the page's anchors gain (`#id` links reach it). */
  | 'anchor'
  /** A JavaScript value in braces (object, array, element). */
  | 'expression';

export interface PropSpec {
  name: string;
  kind: PropKind;
  description: string;
  /** For `enum`: the allowed values. */
  values?: readonly string[];
  /** For `number`: the allowed range. */
  min?: number;
  max?: number;
  /** The value used when the prop is left out, as a writer would write it. */
  default?: string;
  required?: boolean;
}

/** A rule between props that a single prop's spec cannot say. */
export type PropRule =
  /** At least one of the props (`Icon`: `icon` or `src`). */
  | { kind: 'oneOf'; props: readonly string[] }
  /** Exactly one of the props (`Mention`: `user` or `page`). */
  | { kind: 'exactlyOne'; props: readonly string[] }
  /** `prop` needs `needs` (`Tooltip`: `cta` needs `href`). */
  | { kind: 'requires'; prop: string; needs: string };

export interface ComponentSpec {
  name: string;
  description: string;
  props: readonly PropSpec[];
  rules?: readonly PropRule[];
  /** The components this one must sit in directly (fragments between do not count). */
  parents?: readonly string[];
  /** The component that replaces this deprecated one. */
  replacedBy?: string;
  /** The component takes no children: a writer self-closes it. */
  empty?: boolean;
  /** Props the component passes on to an HTML element, so any prop is accepted. */
  openProps?: boolean;
}

const ICON_TYPES = ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands'] as const;

/** The shared icon props. */
const ICON_PROPS: readonly PropSpec[] = [
  {
    name: 'icon',
    kind: 'icon',
    description:
      "An icon: a name from the site's icon library (`icons.library`), a URL, a path in the site, or SVG in braces.",
  },
  {
    name: 'iconType',
    kind: 'iconType',
    values: ICON_TYPES,
    description: 'The Font Awesome style of the icon (Font Awesome only).',
  },
];

function callout(name: string, what: string): ComponentSpec {
  return { name, description: `A callout box for ${what}; its children are the message.`, props: [] };
}

const id = (what: string): PropSpec => ({
  name: 'id',
  kind: 'anchor',
  description: `The anchor of the ${what} (a \`#id\` link opens it); by default made from the title.`,
});

const COMPONENTS: readonly ComponentSpec[] = [
  callout('Note', 'a neutral note'),
  callout('Warning', 'a warning'),
  callout('Info', 'supplementary information'),
  callout('Tip', 'a tip'),
  callout('Check', 'a success or confirmation'),
  callout('Danger', 'a dangerous action'),
  {
    name: 'Callout',
    description: 'A callout box with its own colour and icon.',
    props: [{ name: 'color', kind: 'color', description: 'The colour of the box, as a hex code.' }, ...ICON_PROPS],
  },
  {
    name: 'Card',
    description: 'A card with a title, an optional icon or image, and text; with `href` the whole card is a link.',
    props: [
      { name: 'title', kind: 'text', description: 'The card title.' },
      { name: 'href', kind: 'link', description: 'Where the card leads: a page of the site or a URL.' },
      {
        name: 'img',
        kind: 'image',
        description: 'An image shown at the top of the card (a path in the site or a URL).',
      },
      { name: 'color', kind: 'color', description: 'The icon colour, as a hex code.' },
      {
        name: 'horizontal',
        kind: 'boolean',
        default: 'false',
        description: 'Lays the card out compactly, icon beside the title.',
      },
      { name: 'cta', kind: 'text', description: 'The text of the call-to-action link at the bottom of the card.' },
      {
        name: 'arrow',
        kind: 'boolean',
        description: 'Shows an arrow on a linked card (shown by default for external links).',
      },
      ...ICON_PROPS,
    ],
  },
  {
    name: 'CardGroup',
    description: 'A grid of cards. Deprecated: use `Columns`, which takes the same `cols`.',
    props: [{ name: 'cols', kind: 'number', default: '2', min: 1, description: 'How many columns the grid has.' }],
    replacedBy: 'Columns',
  },
  {
    name: 'Columns',
    description: 'A grid of cards or other content in columns.',
    props: [{ name: 'cols', kind: 'number', default: '2', min: 1, max: 4, description: 'How many columns (1 to 4).' }],
  },
  { name: 'Column', description: 'One column of a `Columns` grid.', props: [] },
  {
    name: 'Tabs',
    description: 'Content in tabs; each `Tab` is one.',
    props: [
      {
        name: 'defaultTabIndex',
        kind: 'number',
        default: '0',
        min: 0,
        description: 'The tab open at first (counted from 0).',
      },
      {
        name: 'sync',
        kind: 'boolean',
        default: 'true',
        description: 'Switching a tab switches the tabs of the same title elsewhere on the page.',
      },
      { name: 'borderBottom', kind: 'boolean', description: 'Draws a line under the tab content.' },
    ],
  },
  {
    name: 'Tab',
    description: 'One tab of a `Tabs` block.',
    parents: ['Tabs'],
    props: [{ name: 'title', kind: 'text', required: true, description: 'The tab label.' }, id('tab'), ...ICON_PROPS],
  },
  {
    name: 'Steps',
    description: 'A numbered list of steps; each `Step` is one.',
    props: [
      {
        name: 'titleSize',
        kind: 'enum',
        values: ['p', 'h2', 'h3', 'h4'],
        default: 'p',
        description: 'The size of the step titles (a heading size makes them headings with anchors).',
      },
    ],
  },
  {
    name: 'Step',
    description: 'One step of a `Steps` list.',
    parents: ['Steps'],
    props: [
      { name: 'title', kind: 'text', required: true, description: 'The step title.' },
      {
        name: 'stepNumber',
        kind: 'number',
        min: 0,
        description: 'The number shown (by default its place in the list).',
      },
      {
        name: 'titleSize',
        kind: 'enum',
        values: ['p', 'h2', 'h3', 'h4'],
        default: 'p',
        description: 'The size of this step title.',
      },
      id('step'),
      { name: 'noAnchor', kind: 'boolean', description: 'Gives the step no anchor link.' },
      ...ICON_PROPS,
    ],
  },
  { name: 'AccordionGroup', description: 'Accordions stacked as one block.', props: [] },
  {
    name: 'Accordion',
    description: 'A collapsible section.',
    props: [
      { name: 'title', kind: 'text', required: true, description: 'The always-visible title.' },
      { name: 'description', kind: 'text', description: 'A line under the title.' },
      {
        name: 'defaultOpen',
        kind: 'boolean',
        default: 'false',
        description: 'Opens the accordion when the page loads.',
      },
      id('accordion'),
      ...ICON_PROPS,
    ],
  },
  {
    name: 'Expandable',
    description: 'A toggle that shows nested fields (inside `ResponseField` or `ParamField`).',
    props: [
      { name: 'title', kind: 'text', description: 'The toggle text.' },
      { name: 'defaultOpen', kind: 'boolean', default: 'false', description: 'Opens it when the page loads.' },
    ],
  },
  {
    name: 'CodeGroup',
    description:
      'Code blocks shown as tabs; every fenced block inside needs a title (after the language: ```js index.js).',
    props: [
      {
        name: 'dropdown',
        kind: 'boolean',
        description: 'Switches between the blocks with a drop-down instead of tabs.',
      },
    ],
  },
  {
    name: 'RequestExample',
    description: 'Code blocks pinned in the right column as the request example (one per page).',
    props: [{ name: 'dropdown', kind: 'boolean', description: 'Switches between the blocks with a drop-down.' }],
  },
  {
    name: 'ResponseExample',
    description: 'Code blocks pinned in the right column as the response example (one per page).',
    props: [{ name: 'dropdown', kind: 'boolean', description: 'Switches between the blocks with a drop-down.' }],
  },
  paramField('ParamField'),
  paramField('Param'),
  {
    name: 'ResponseField',
    description: 'A field of an API response.',
    props: [
      { name: 'name', kind: 'text', required: true, description: 'The field name.' },
      {
        name: 'type',
        kind: 'text',
        required: true,
        description: 'The field type (free text, e.g. `string`, `User[]`).',
      },
      { name: 'default', kind: 'text', description: 'The default value.' },
      { name: 'required', kind: 'boolean', description: 'Marks the field as always present.' },
      { name: 'deprecated', kind: 'boolean', description: 'Marks the field as deprecated.' },
      { name: 'pre', kind: 'expression', description: 'Labels shown before the name (an array of strings).' },
      { name: 'post', kind: 'expression', description: 'Labels shown after the name (an array of strings).' },
      id('field'),
    ],
  },
  {
    name: 'Frame',
    description: 'A frame around an image or other content.',
    props: [
      { name: 'caption', kind: 'text', description: 'Text under the frame.' },
      { name: 'hint', kind: 'text', description: 'Text above the frame.' },
    ],
  },
  {
    name: 'Icon',
    description: 'An icon inline in the text.',
    empty: true,
    props: [
      ...ICON_PROPS,
      { name: 'src', kind: 'image', description: 'An image to use as the icon (instead of `icon`).' },
      { name: 'color', kind: 'color', description: 'The icon colour.' },
      { name: 'size', kind: 'number', min: 1, description: 'The icon size in pixels.' },
    ],
    rules: [{ kind: 'oneOf', props: ['icon', 'src'] }],
  },
  {
    name: 'Tooltip',
    description: 'Text with a tooltip shown on hover.',
    props: [
      { name: 'tip', kind: 'text', required: true, description: 'The tooltip text.' },
      { name: 'headline', kind: 'text', description: 'A title above the tooltip text.' },
      { name: 'cta', kind: 'text', description: 'The text of a link in the tooltip (needs `href`).' },
      { name: 'href', kind: 'link', description: 'Where the tooltip link leads.' },
    ],
    rules: [{ kind: 'requires', prop: 'cta', needs: 'href' }],
  },
  {
    name: 'Badge',
    description: 'A small label.',
    props: [
      {
        name: 'color',
        kind: 'enum',
        values: [
          'gray',
          'blue',
          'green',
          'yellow',
          'orange',
          'red',
          'purple',
          'white',
          'surface',
          'white-destructive',
          'surface-destructive',
        ],
        default: 'gray',
        description: 'The badge colour.',
      },
      { name: 'size', kind: 'enum', values: ['xs', 'sm', 'md', 'lg'], default: 'md', description: 'The badge size.' },
      {
        name: 'shape',
        kind: 'enum',
        values: ['rounded', 'pill'],
        default: 'rounded',
        description: 'The badge corners.',
      },
      { name: 'stroke', kind: 'boolean', description: 'Draws an outline.' },
      { name: 'disabled', kind: 'boolean', description: 'Shows the badge greyed out.' },
      ...ICON_PROPS,
    ],
  },
  { name: 'Tree', description: 'A file tree of `Tree.Folder` and `Tree.File`.', props: [] },
  {
    name: 'Tree.Folder',
    description: 'A folder of a `Tree`.',
    parents: ['Tree', 'Tree.Folder'],
    props: [
      { name: 'name', kind: 'text', required: true, description: 'The folder name.' },
      { name: 'defaultOpen', kind: 'boolean', default: 'false', description: 'Shows the folder open.' },
      { name: 'openable', kind: 'boolean', default: 'true', description: 'Lets the reader open and close it.' },
      { name: 'highlight', kind: 'boolean', description: 'Highlights the folder.' },
    ],
  },
  {
    name: 'Tree.File',
    description: 'A file of a `Tree`.',
    parents: ['Tree', 'Tree.Folder'],
    empty: true,
    props: [
      { name: 'name', kind: 'text', required: true, description: 'The file name.' },
      { name: 'highlight', kind: 'boolean', description: 'Highlights the file.' },
    ],
  },
  {
    name: 'Color',
    description: 'A palette of colour swatches.',
    props: [
      {
        name: 'variant',
        kind: 'enum',
        values: ['compact', 'table'],
        required: true,
        description: 'Swatches in a grid (`compact`) or in rows (`table`).',
      },
    ],
  },
  {
    name: 'Color.Row',
    description: 'A row of a `Color` table.',
    parents: ['Color'],
    props: [{ name: 'title', kind: 'text', description: 'The row label.' }],
  },
  {
    name: 'Color.Item',
    description: 'One colour swatch.',
    parents: ['Color', 'Color.Row'],
    empty: true,
    props: [
      { name: 'name', kind: 'text', description: 'The colour name.' },
      {
        name: 'value',
        kind: 'color',
        required: true,
        description: 'The colour, or `{{ light: …, dark: … }}` for each theme.',
      },
    ],
  },
  { name: 'Panel', description: 'Content pinned in the right column instead of the table of contents.', props: [] },
  {
    name: 'View',
    description: 'Content shown for one choice of the page view switcher.',
    props: [{ name: 'title', kind: 'text', required: true, description: 'The name of the view.' }, ...ICON_PROPS],
  },
  {
    name: 'Prompt',
    description: 'A prompt for an AI tool, with actions to copy or open it; its children are the prompt.',
    props: [
      { name: 'description', kind: 'text', required: true, description: 'What the prompt does.' },
      { name: 'actions', kind: 'expression', description: 'The buttons shown: an array of `copy` and `cursor`.' },
      ...ICON_PROPS,
    ],
  },
  {
    name: 'Tile',
    description: 'A linked preview tile; its children are the preview.',
    props: [
      { name: 'href', kind: 'link', required: true, description: 'Where the tile leads.' },
      { name: 'title', kind: 'text', description: 'The title under the preview.' },
      { name: 'description', kind: 'text', description: 'A line under the title.' },
    ],
  },
  {
    name: 'Update',
    description: 'One entry of a changelog.',
    props: [
      {
        name: 'label',
        kind: 'text',
        required: true,
        description: 'The entry label (often a date or version); it makes the anchor.',
      },
      { name: 'tags', kind: 'expression', description: 'Filter tags: an array of strings.' },
      { name: 'description', kind: 'text', description: 'A line under the label.' },
      {
        name: 'rss',
        kind: 'expression',
        description: 'What the RSS feed shows for this entry (`{ title, description }`).',
      },
      id('entry'),
    ],
  },
  {
    name: 'Visibility',
    description: 'Content shown only to people or only to AI agents.',
    props: [
      { name: 'for', kind: 'enum', values: ['humans', 'agents'], required: true, description: 'Who sees the content.' },
    ],
  },
  githubRepo('GitHub.Repo'),
  githubRepo('Github.Repo'),
  {
    name: 'Mention',
    description: 'A mention of a person (by email) or a page.',
    empty: true,
    props: [
      { name: 'user', kind: 'text', description: 'The email of the person mentioned.' },
      { name: 'page', kind: 'link', description: 'The path of the page mentioned.' },
    ],
    rules: [{ kind: 'exactlyOne', props: ['user', 'page'] }],
  },
  {
    name: 'Heading',
    description: 'A heading written as a component, with an id.',
    props: [{ name: 'level', kind: 'number', min: 1, max: 6, description: 'The heading level.' }, id('heading')],
  },
  { name: 'Latex', description: 'A LaTeX formula; its children are the TeX source.', props: [] },
  {
    name: 'Mermaid',
    description: 'A Mermaid diagram (usually written as a ```mermaid fence).',
    props: [{ name: 'chart', kind: 'text', description: 'The diagram source.' }],
    empty: true,
  },
  // Names the renderer also accepts (internal or older) without documenting them: known, so never "unknown", and
  // open, since their props are not documented.
  ...[
    'ApiPlayground',
    'CodeBlock',
    'CustomCode',
    'CustomComponent',
    'DynamicCustomComponent',
    'FileTree',
    'SnippetGroup',
    'GitHub',
    'Github',
    'Link',
    'MDX',
    'MDXContentController',
    'ZoomImage',
    'OptimizedVideo',
    'Variation',
    'Snippet',
  ].map((name): ComponentSpec => ({
    name,
    description: 'A component the renderer accepts.',
    props: [],
    openProps: true,
  })),
];

function paramField(name: string): ComponentSpec {
  return {
    name,
    description: `A parameter of an API endpoint.${name === 'Param' ? ' (`Param` is the older name of `ParamField`.)' : ''}`,
    props: [
      { name: 'query', kind: 'text', description: 'The name of a query parameter.' },
      { name: 'path', kind: 'text', description: 'The name of a path parameter.' },
      { name: 'body', kind: 'text', description: 'The name of a body parameter.' },
      { name: 'header', kind: 'text', description: 'The name of a header.' },
      { name: 'cookie', kind: 'text', description: 'The name of a cookie.' },
      { name: 'auth', kind: 'text', description: 'The name of an authentication parameter.' },
      { name: 'type', kind: 'text', description: 'The parameter type (free text, e.g. `string`, `number[]`).' },
      { name: 'required', kind: 'boolean', description: 'Marks the parameter as required.' },
      { name: 'deprecated', kind: 'boolean', description: 'Marks the parameter as deprecated.' },
      { name: 'default', kind: 'text', description: 'The default value.' },
      { name: 'placeholder', kind: 'text', description: 'The placeholder of the API playground input.' },
      { name: 'initialValue', kind: 'text', description: 'The value the API playground starts with.' },
      id('parameter'),
    ],
    rules: [{ kind: 'exactlyOne', props: ['query', 'path', 'body', 'header', 'cookie', 'auth'] }],
  };
}

function githubRepo(name: string): ComponentSpec {
  return {
    name,
    description: 'A card for a GitHub repository.',
    empty: true,
    props: [
      { name: 'repo', kind: 'text', required: true, description: 'The repository, as `owner/name` or its GitHub URL.' },
      { name: 'variant', kind: 'enum', values: ['inset', 'flat'], default: 'inset', description: 'The card style.' },
    ],
  };
}

/** Props no component is judged on: React's `key`, and the styling props the generator prepares for every element
 * (it turns a `style` string into an object before rendering), which a component may pass on to its HTML. */
export const UNIVERSAL_PROPS: readonly PropSpec[] = [
  { name: 'key', kind: 'text', description: 'A React key.' },
  { name: 'style', kind: 'expression', description: 'Inline CSS, as a string or an object.' },
  { name: 'className', kind: 'text', description: 'CSS classes.' },
];

const BY_NAME = new Map(COMPONENTS.map((spec) => [spec.name, spec]));

/** Every built-in component, in the order above. */
export const BUILT_IN_COMPONENTS: readonly ComponentSpec[] = COMPONENTS;

/** The names the catalogue documents (completion and did-you-mean offer these, not the undocumented ones). */
export const DOCUMENTED_COMPONENT_NAMES: readonly string[] = COMPONENTS.filter(
  (c) => !c.openProps && c.name !== 'Param' && c.name !== 'Github.Repo',
).map((c) => c.name);

export function builtInComponent(name: string): ComponentSpec | undefined {
  return BY_NAME.get(name);
}

/** A component's props by name (its own and the universal ones) and the names of its own and of its required ones,
 * made once per component: the checks look them up for every element of every page. */
interface PropIndex {
  byName: Map<string, PropSpec>;
  names: readonly string[];
  required: readonly string[];
}
const PROP_INDEX = new Map<ComponentSpec, PropIndex>();

function propIndex(spec: ComponentSpec): PropIndex {
  let index = PROP_INDEX.get(spec);
  if (!index) {
    const byName = new Map(UNIVERSAL_PROPS.map((p) => [p.name, p]));
    // A component's own prop of a universal name is the one that counts.
    for (const prop of spec.props) byName.set(prop.name, prop);
    index = {
      byName,
      names: spec.props.map((p) => p.name),
      required: spec.props.filter((p) => p.required).map((p) => p.name),
    };
    PROP_INDEX.set(spec, index);
  }
  return index;
}

export function propOf(spec: ComponentSpec, name: string): PropSpec | undefined {
  return propIndex(spec).byName.get(name);
}

/** The names of a component's own props, in catalogue order. */
export function propNamesOf(spec: ComponentSpec): readonly string[] {
  return propIndex(spec).names;
}

/** The names of the props a component requires, in catalogue order. */
export function requiredPropsOf(spec: ComponentSpec): readonly string[] {
  return propIndex(spec).required;
}

const UNIVERSAL_NAMES = new Set(UNIVERSAL_PROPS.map((p) => p.name));

/** Whether every component takes the prop (`key`, `className`…). */
export function isUniversalProp(name: string): boolean {
  return UNIVERSAL_NAMES.has(name);
}

/** The callouts (children only): the wrap-in code actions offer these. */
export const CALLOUT_NAMES: readonly string[] = ['Note', 'Warning', 'Info', 'Tip', 'Check', 'Danger'];
