// The parts of the extension that do not need VS Code: which server to
// start, what to send it, and how to read its answers. The protocol test
// drives pgn-lsp through these same functions.

/** The scheme of the server's read-only virtual documents: a compressed
 *  file (`.pgn.gz`, `.bz2`, `.zst`, `.xz`) shown decompressed, its text
 *  given by the server's `workspace/textDocumentContent` (LSP 3.18), which
 *  vscode-languageclient 10 and later turn into a content provider. */
export const DECOMPRESSED_SCHEME = 'forsyth-decompressed';

/** The language of pages of text with games inside (a newspaper column,
 *  a page of a book): never plain `.txt` files by themselves, only those
 *  named `*.chess.txt`, those `files.associations` gives it, and any file
 *  switched to it ("Change Language Mode" → "Chess text"). The server
 *  reads them as `forsyth check` reads a text: its games, not its prose. */
export const CHESS_TEXT = 'chess-text';

/** The languages whose documents hold games (PGN, or pages of text). */
export const GAME_LANGUAGES = ['pgn', CHESS_TEXT] as const;

/** The languages the server handles, as document selectors. */
export const DOCUMENT_SELECTOR = [
  { scheme: 'file', language: 'pgn' },
  { scheme: 'untitled', language: 'pgn' },
  { scheme: DECOMPRESSED_SCHEME, language: 'pgn' },
  { scheme: 'file', language: 'fen' },
  { scheme: 'untitled', language: 'fen' },
  { scheme: DECOMPRESSED_SCHEME, language: 'fen' },
  { scheme: 'file', language: CHESS_TEXT },
  { scheme: 'untitled', language: CHESS_TEXT },
];

/** The endings of the compressed files the server reads (it recognises
 *  the format by its magic bytes; these only offer the command). */
export const COMPRESSED_EXTENSIONS = ['gz', 'bz2', 'zst', 'xz'] as const;

/** The address of the decompressed, read-only view of a compressed file:
 *  `file:///home/me/games.pgn.zst` → `forsyth-decompressed:///home/me/games.pgn.zst`.
 *  Throws for an address that is not a file's. */
export function decompressedUri(fileUri: string): string {
  const match = /^file:(.*)$/i.exec(fileUri);
  if (match === null) {
    throw new Error(`${fileUri} is not a file on disk`);
  }
  return `${DECOMPRESSED_SCHEME}:${match[1]}`;
}

/** The language of a compressed file's text, from its name without the
 *  compression's ending: `fen` for `.fen.xz` and `.epd.gz`, else `pgn`. */
export function decompressedLanguage(name: string): 'pgn' | 'fen' {
  const lower = name.toLowerCase();
  const inner = COMPRESSED_EXTENSIONS.reduce(
    (n, ext) => (n.endsWith(`.${ext}`) ? n.slice(0, -ext.length - 1) : n),
    lower,
  );
  return inner.endsWith('.fen') || inner.endsWith('.epd') ? 'fen' : 'pgn';
}

/** The server's `workspace/executeCommand` commands (the server contract). */
export const SERVER_COMMANDS = {
  translate: 'forsyth.translate',
  fen: 'forsyth.fen',
  languages: 'forsyth.languages',
} as const;

export const STYLES = ['san', 'lan', 'fan', 'uci', 'iccf'] as const;
export type Style = (typeof STYLES)[number];

export interface Settings {
  /** `forsyth.serverPath`; empty for the bundled server or `PATH`. */
  serverPath: string;
  /** `forsyth.locale`: the language of messages; empty for VS Code's. */
  locale: string;
  /** `forsyth.localeFolders`: folders of further locales. */
  localeFolders: string[];
  /** `forsyth.notation`: `auto` or a language code. */
  notation: string;
  /** `forsyth.style`. */
  style: string;
  /** `forsyth.maxGameSize`: the longest game read (`64MiB`); empty for the
   *  server's default. */
  maxGameSize: string;
  /** `forsyth.spokenFiles`: how the hover's words name files. */
  spokenFiles: string;
  /** `forsyth.comments`: whether translating writes the moves named in
   *  comments and prose in the target's letters (`translate`) or leaves
   *  them as written (`keep`). */
  comments: string;
}

/** The executable to start: the setting, else the server shipped in a
 *  platform package, else `pgn-lsp` looked up in `PATH` by the system. */
export function serverCommand(
  settings: Pick<Settings, 'serverPath'>,
  bundled: string | undefined,
  exists: (path: string) => boolean,
): string {
  const configured = settings.serverPath.trim();
  if (configured !== '') {
    return expandHome(configured);
  }
  if (bundled !== undefined && exists(bundled)) {
    return bundled;
  }
  return process.platform === 'win32' ? 'pgn-lsp.exe' : 'pgn-lsp';
}

function expandHome(path: string): string {
  const home = process.env.HOME ?? process.env.USERPROFILE;
  if (home !== undefined && (path === '~' || path.startsWith('~/'))) {
    return home + path.slice(1);
  }
  return path;
}

export interface InitializationOptions {
  locale: string;
  localeFolders: string[];
  notation: string;
  style: Style;
  /** Passed only when set: the server checks it and logs a value it
   *  cannot use. */
  maxGameSize?: string;
  /** Passed only when not the default, `literate`. */
  spokenFiles?: SpokenFiles;
  /** Passed only when not the default, `translate`. */
  comments?: 'keep';
}

/** The styles of files of moves and positions in words. */
export const SPOKEN_FILES = ['literate', 'nato', 'anna'] as const;
export type SpokenFiles = (typeof SPOKEN_FILES)[number];

/** `initializationOptions` for `initialize`: the language of messages
 *  (`forsyth.locale`, else the display language, which VS Code also sends
 *  as `params.locale`), the folders of further locales (the server expands
 *  `~/` and starts relative paths from the workspace folder), the notation
 *  to read and the style to complete in. Unknown styles fall back to SAN;
 *  blank folders are left out. */
export function initializationOptions(displayLanguage: string, settings: Settings): InitializationOptions {
  const locale = settings.locale.trim() === '' ? displayLanguage : settings.locale.trim();
  const localeFolders = (Array.isArray(settings.localeFolders) ? settings.localeFolders : [])
    .filter((f): f is string => typeof f === 'string')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  const notation = settings.notation.trim() === '' ? 'auto' : settings.notation.trim();
  const style = (STYLES as readonly string[]).includes(settings.style) ? (settings.style as Style) : 'san';
  const options: InitializationOptions = { locale, localeFolders, notation, style };
  const maxGameSize = typeof settings.maxGameSize === 'string' ? settings.maxGameSize.trim() : '';
  if (maxGameSize !== '') {
    options.maxGameSize = maxGameSize;
  }
  const spokenFiles = typeof settings.spokenFiles === 'string' ? settings.spokenFiles.trim().toLowerCase() : '';
  if (spokenFiles !== 'literate' && (SPOKEN_FILES as readonly string[]).includes(spokenFiles)) {
    options.spokenFiles = spokenFiles as SpokenFiles;
  }
  if (typeof settings.comments === 'string' && settings.comments.trim().toLowerCase() === 'keep') {
    options.comments = 'keep';
  }
  return options;
}

/** The settings whose change restarts the server with new options. */
export const SETTINGS = [
  'forsyth.serverPath',
  'forsyth.locale',
  'forsyth.localeFolders',
  'forsyth.notation',
  'forsyth.style',
  'forsyth.maxGameSize',
  'forsyth.spokenFiles',
  'forsyth.comments',
] as const;

export interface Language {
  code: string;
  name: string;
}

/** Reads the answer of `forsyth.languages`; throws on anything else. */
export function parseLanguages(answer: unknown): Language[] {
  if (!Array.isArray(answer)) {
    throw new Error(`forsyth.languages answered ${JSON.stringify(answer)}, not a list`);
  }
  return answer.map((entry: unknown) => {
    const e = entry as { code?: unknown; name?: unknown } | null;
    if (e === null || typeof e !== 'object' || typeof e.code !== 'string' || typeof e.name !== 'string') {
      throw new Error(`forsyth.languages answered an entry ${JSON.stringify(entry)} without code and name`);
    }
    return { code: e.code, name: e.name };
  });
}

export interface LanguageItem {
  label: string;
  description: string;
  code: string;
}

/** Quick pick items: each language by its own name, its code beside it,
 *  the display language's first, the rest in the server's order. */
export function languageItems(languages: Language[], displayLanguage: string): LanguageItem[] {
  const primary = displayLanguage.toLowerCase().split(/[-_]/)[0];
  const items = languages.map((l) => ({ label: l.name, description: l.code, code: l.code }));
  const mine = items.filter((i) => i.code.toLowerCase() === primary);
  return [...mine, ...items.filter((i) => i.code.toLowerCase() !== primary)];
}

export interface Position {
  line: number;
  character: number;
}

export interface TranslateArguments {
  uri: string;
  lang: string;
  style?: string;
  scope?: 'file' | 'game';
  position?: Position;
}

/** The one argument of `forsyth.translate`. */
export function translateArguments(
  uri: string,
  lang: string,
  scope: 'file' | 'game',
  position: Position | undefined,
  style?: string,
): TranslateArguments {
  const args: TranslateArguments = { uri, lang, scope };
  if (style !== undefined && style !== '') {
    args.style = style;
  }
  if (scope === 'game') {
    if (position === undefined) {
      throw new Error('translating one game needs a position in it');
    }
    args.position = position;
  }
  return args;
}

/** The one argument of `forsyth.fen`. */
export function fenArguments(uri: string, position: Position): { uri: string; position: Position } {
  return { uri, position };
}

/** Reads the answer of `forsyth.fen`: a FEN, or undefined for none. */
export function parseFen(answer: unknown): string | undefined {
  if (answer === null || answer === undefined) {
    return undefined;
  }
  if (typeof answer !== 'string') {
    throw new Error(`forsyth.fen answered ${JSON.stringify(answer)}, not a string`);
  }
  return answer;
}
