// Drives the real pgn-lsp the way the extension's client does, without VS
// Code: the server started with no arguments on stdio, UTF-16 offered and
// nothing else, the display language as `locale` and as
// initializationOptions.locale, the commands called with the arguments the
// extension builds (src/logic.ts), and `workspace/applyEdit` answered.
//
// The server is $PGN_LSP, else target/debug/pgn-lsp of this repository.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import * as assert from 'node:assert/strict';
import {
  type ApplyWorkspaceEditParams,
  type ClientCapabilities,
  type CodeAction,
  type Diagnostic,
  type Hover,
  type InitializeResult,
  type MessageConnection,
  type PublishDiagnosticsParams,
  type Range,
  type TextEdit,
  type WorkspaceEdit,
  StreamMessageReader,
  StreamMessageWriter,
  createMessageConnection,
} from 'vscode-languageserver-protocol/node';
import {
  CHESS_TEXT,
  DECOMPRESSED_SCHEME,
  SERVER_COMMANDS,
  type Settings,
  decompressedLanguage,
  decompressedUri,
  fenArguments,
  initializationOptions,
  languageItems,
  parseFen,
  parseLanguages,
  translateArguments,
} from '../../src/logic';

const repo = path.resolve(__dirname, '../../../../..');
const server =
  process.env.PGN_LSP ?? path.join(process.env.CARGO_TARGET_DIR ?? path.join(repo, 'target'), 'debug/pgn-lsp');

/** The extension's settings as package.json defaults them. */
const DEFAULT_SETTINGS: Settings = {
  serverPath: '',
  locale: '',
  localeFolders: [],
  notation: 'auto',
  style: 'san',
  maxGameSize: '',
  spokenFiles: 'literate',
  comments: 'translate',
};
const TIMEOUT = 10_000;

/** The capabilities vscode-languageclient 11 announces that matter here:
 *  UTF-16 only, workspace edits with document changes, markdown hovers,
 *  diagnostics with related information and codes. */
const CAPABILITIES: ClientCapabilities = {
  general: {
    positionEncodings: ['utf-16'],
    markdown: { parser: 'marked', version: '1.1.0' },
    regularExpressions: { engine: 'ECMAScript', version: 'ES2020' },
    staleRequestSupport: { cancel: true, retryOnContentModified: [] },
  },
  workspace: {
    applyEdit: true,
    workspaceEdit: {
      documentChanges: true,
      resourceOperations: ['create', 'rename', 'delete'],
      failureHandling: 'textOnlyTransactional',
      normalizesLineEndings: true,
      changeAnnotationSupport: { groupsOnLabel: true },
    },
    executeCommand: { dynamicRegistration: true },
    configuration: true,
    workspaceFolders: true,
    textDocumentContent: { dynamicRegistration: true },
  },
  textDocument: {
    synchronization: { dynamicRegistration: true, willSave: true, willSaveWaitUntil: true, didSave: true },
    publishDiagnostics: {
      relatedInformation: true,
      versionSupport: false,
      codeDescriptionSupport: true,
      dataSupport: true,
      tagSupport: { valueSet: [1, 2] },
    },
    hover: { dynamicRegistration: true, contentFormat: ['markdown', 'plaintext'] },
    rename: { dynamicRegistration: true, prepareSupport: true, honorsChangeAnnotations: true },
    codeAction: {
      dynamicRegistration: true,
      isPreferredSupport: true,
      dataSupport: true,
      resolveSupport: { properties: ['edit'] },
      codeActionLiteralSupport: {
        codeActionKind: {
          valueSet: ['', 'quickfix', 'refactor', 'refactor.extract', 'refactor.inline', 'refactor.rewrite', 'source'],
        },
      },
    },
    completion: { completionItem: { snippetSupport: true } },
    documentSymbol: { hierarchicalDocumentSymbolSupport: true },
    foldingRange: { lineFoldingOnly: false },
  },
  window: { workDoneProgress: true, showMessage: {}, showDocument: { support: true } },
};

/** The seed problem (tests/data/seed) with the second white move mistyped,
 *  Ιβ6 for Ιβ5, and an emoji in the comment: one character, two UTF-16
 *  units, four UTF-8 bytes, so every encoding gives another column. */
const GREEK_ILLEGAL =
  '[Event "Nuova Rivista 1881"]\n' +
  '[FEN "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1"]\n' +
  '\n' +
  '{Κλειδί 🗝:} 1. Ιδ4! Ρδ7 2. Ιβ6 Ρε7 *\n';
const ILLEGAL_LINE = 3;
// "{Κλειδί 🗝:} 1. Ιδ4! Ρδ7 2. " is 27 characters, 28 UTF-16 units.
const ILLEGAL_UTF16 = '{Κλειδί 🗝:} 1. Ιδ4! Ρδ7 2. '.length;

/** The seed problem as published, and as the README shows it in German. */
const SEED_MOVES = '{Κλειδί :} 1. Ιδ4! Ρδ7 (1... Ρδ6 2. Πδ8+ Ργ7 (2... Ρε7/Ρε5 3. Ιγ6) 3. Ιε6) 2. Ιβ5 Ρε7 3. Πζ7 *';
// Only the letters change: the seed writes no mate mark, and none is added.
const SEED_GERMAN = '{Κλειδί :} 1. Sd4! Kd7 (1... Kd6 2. Td8+ Kc7 (2... Ke7/Ke5 3. Sc6) 3. Se6) 2. Sb5 Ke7 3. Tf7 *';
const SEED_TAGS = '[Event "Nuova Rivista"]\n[SetUp "1"]\n[FEN "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1"]\n\n';
const TWO_GAMES = SEED_TAGS + SEED_MOVES + '\n\n' + SEED_TAGS + SEED_MOVES + '\n';

/** Text without the bidi isolation marks Fluent puts around arguments. */
function plain(text: string | { value: string }): string {
  return (typeof text === 'string' ? text : text.value).replace(/[\u2068\u2069]/g, '');
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), TIMEOUT);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Applies text edits with UTF-16 positions (JavaScript string indices). */
function applyEdits(text: string, edits: TextEdit[]): string {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n') {
      lineStarts.push(i + 1);
    }
  }
  const offset = (p: { line: number; character: number }) => lineStarts[p.line] + p.character;
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let out = text;
  for (const e of sorted) {
    out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  }
  return out;
}

/** The text edits of one document in a workspace edit, in either shape. */
function editsFor(edit: WorkspaceEdit, uri: string): TextEdit[] {
  const out: TextEdit[] = [];
  for (const change of edit.documentChanges ?? []) {
    if ('textDocument' in change && change.textDocument.uri === uri) {
      out.push(...(change.edits as TextEdit[]));
    }
  }
  out.push(...(edit.changes?.[uri] ?? []));
  return out;
}

class Session {
  readonly connection: MessageConnection;
  readonly applied: ApplyWorkspaceEditParams[] = [];
  readonly logs: string[] = [];
  private readonly diagnostics = new Map<string, Diagnostic[]>();
  private readonly waiters: Array<() => void> = [];
  private readonly process: ChildProcess;
  private stderr = '';

  constructor() {
    // As the extension starts it: no arguments, stdio.
    this.process = spawn(server, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.process.stderr!.on('data', (d: Buffer) => (this.stderr += d.toString()));
    this.connection = createMessageConnection(
      new StreamMessageReader(this.process.stdout!),
      new StreamMessageWriter(this.process.stdin!),
    );
    this.connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      this.diagnostics.set(p.uri, p.diagnostics);
      this.waiters.splice(0).forEach((w) => w());
    });
    this.connection.onNotification('window/logMessage', (p: { message: string }) => {
      this.logs.push(p.message);
    });
    this.connection.onRequest('workspace/applyEdit', (p: ApplyWorkspaceEditParams) => {
      this.applied.push(p);
      return { applied: true };
    });
    this.connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => null));
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.onRequest('window/workDoneProgress/create', () => null);
    this.connection.listen();
  }

  async initialize(displayLanguage: string, settings: Partial<Settings> = {}): Promise<InitializeResult> {
    const result = await withTimeout(
      this.connection.sendRequest<InitializeResult>('initialize', {
        processId: process.pid,
        clientInfo: { name: 'Visual Studio Code', version: '1.91.0' },
        locale: displayLanguage,
        rootUri: null,
        capabilities: CAPABILITIES,
        initializationOptions: initializationOptions(displayLanguage, { ...DEFAULT_SETTINGS, ...settings }),
        trace: 'off',
        workspaceFolders: null,
      }),
      'initialize',
    );
    await this.connection.sendNotification('initialized', {});
    return result;
  }

  open(uri: string, languageId: string, text: string): Promise<void> {
    return this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId, version: 1, text },
    });
  }

  /** The diagnostics of `uri` once the server has published some. */
  async diagnosticsOf(uri: string, atLeast = 1): Promise<Diagnostic[]> {
    const ready = () => (this.diagnostics.get(uri)?.length ?? 0) >= atLeast;
    await withTimeout(
      new Promise<void>((resolve) => {
        const check = () => (ready() ? resolve() : this.waiters.push(check));
        check();
      }),
      `diagnostics of ${uri}`,
    );
    return this.diagnostics.get(uri)!;
  }

  command(command: string, args: unknown[]): Promise<unknown> {
    return withTimeout(this.connection.sendRequest('workspace/executeCommand', { command, arguments: args }), command);
  }

  async close(): Promise<number | null> {
    await withTimeout(this.connection.sendRequest('shutdown'), 'shutdown');
    const exited = new Promise<number | null>((resolve) => this.process.on('exit', (code) => resolve(code)));
    await this.connection.sendNotification('exit');
    const code = await withTimeout(exited, 'the server to exit');
    this.connection.dispose();
    return code;
  }

  describeStderr(): string {
    return this.stderr;
  }
}

describe('pgn-lsp as the VS Code extension drives it (display language Greek)', () => {
  let session: Session;
  let init: InitializeResult;
  const uri = 'file:///tmp/forsyth-vscode-test/problem.pgn';
  const seedUri = 'file:///tmp/forsyth-vscode-test/seed.pgn';

  before(async () => {
    assert.ok(existsSync(server), `no pgn-lsp at ${server}: run cargo build -p pgn-lsp or set PGN_LSP`);
    session = new Session();
    init = await session.initialize('el');
  });

  after(async () => {
    const code = await session.close();
    assert.equal(code, 0, `pgn-lsp exit status; stderr:\n${session.describeStderr()}`);
  });

  it('answers in UTF-16 (the client rejects anything else) and offers the three commands', () => {
    const encoding = init.capabilities.positionEncoding;
    assert.ok(encoding === undefined || encoding === 'utf-16', `positionEncoding ${String(encoding)}`);
    const commands = init.capabilities.executeCommandProvider?.commands ?? [];
    for (const c of Object.values(SERVER_COMMANDS)) {
      assert.ok(commands.includes(c), `${c} missing from ${JSON.stringify(commands)}`);
    }
    assert.ok(init.capabilities.hoverProvider, 'hover');
    assert.ok(init.capabilities.renameProvider, 'rename');
    assert.ok(init.capabilities.codeActionProvider, 'code actions');
    assert.deepEqual(session.logs.filter((l) => l.includes('settings not understood')), [], 'the extension sends only known settings');
  });

  it('reports the illegal Greek move in Greek, at its UTF-16 columns', async () => {
    await session.open(uri, 'pgn', GREEK_ILLEGAL);
    const diagnostics = await session.diagnosticsOf(uri);
    const illegal = diagnostics.find((d) => d.code === 'illegal-move');
    assert.ok(illegal, JSON.stringify(diagnostics));
    assert.equal(illegal.source, 'forsyth');
    assert.equal(illegal.severity, 1);
    assert.deepEqual(illegal.range, {
      start: { line: ILLEGAL_LINE, character: ILLEGAL_UTF16 },
      end: { line: ILLEGAL_LINE, character: ILLEGAL_UTF16 + 'Ιβ6'.length },
    });
    assert.equal(plain(illegal.message), 'Μη νόμιμη κίνηση Ιβ6: παίζουν τα λευκά· ο ίππος στο δ4 δεν μπορεί να πάει στο β6.');
  });

  it('shows the board on hover over a move', async () => {
    // Ρδ7, Black's first move: the position after it.
    const character = '{Κλειδί 🗝:} 1. Ιδ4! Ρ'.length;
    const hover = await withTimeout(
      session.connection.sendRequest<Hover | null>('textDocument/hover', {
        textDocument: { uri },
        position: { line: ILLEGAL_LINE, character },
      }),
      'hover',
    );
    assert.ok(hover, 'no hover on Ρδ7');
    const contents = hover.contents as { kind: string; value: string };
    assert.equal(contents.kind, 'markdown');
    const text = plain(contents.value);
    assert.match(text, /R7\/3k4\/8\/K2B4\/3N4\/8\/8\/5R2 w - - 2 2/);
    for (const figurine of ['♖', '♚', '♘', '♗', '♔']) {
      assert.ok(text.includes(figurine), `${figurine} missing from the hover:\n${text}`);
    }
  });

  it('offers the quick fix for the diagnostic VS Code sends back, and translations', async () => {
    const diagnostics = await session.diagnosticsOf(uri);
    const illegal = diagnostics.find((d) => d.code === 'illegal-move')!;
    const actions = await withTimeout(
      session.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
        textDocument: { uri },
        range: illegal.range,
        context: { diagnostics: [illegal], triggerKind: 1 },
      }),
      'code actions',
    );
    const fix = actions.find((a) => a.kind === 'quickfix');
    assert.ok(fix?.edit, JSON.stringify(actions));
    assert.equal(plain(fix.title), 'Αντικατάσταση με Ρβ6');
    assert.equal(
      applyEdits(GREEK_ILLEGAL, editsFor(fix.edit, uri)).split('\n')[ILLEGAL_LINE],
      '{Κλειδί 🗝:} 1. Ιδ4! Ρδ7 2. Ρβ6 Ρε7 *',
    );
    const titles = actions.map((a) => plain(a.title));
    assert.ok(titles.includes('Μετάφραση της παρτίδας στη γλώσσα Deutsch'), JSON.stringify(titles));
    const translate = actions.find((a) => plain(a.title) === 'Μετάφραση του αρχείου στη γλώσσα Deutsch');
    assert.equal(translate?.command?.command, SERVER_COMMANDS.translate);
  });

  it('renames a move to a language by its own name (F2)', async () => {
    const position = { line: ILLEGAL_LINE, character: '{Κλειδί 🗝:} 1. Ι'.length };
    const prepared = await withTimeout(
      session.connection.sendRequest<{ range: Range; placeholder: string } | null>('textDocument/prepareRename', {
        textDocument: { uri },
        position,
      }),
      'prepareRename',
    );
    assert.ok(prepared);
    assert.equal(prepared.placeholder, 'Ιδ4');
    const start = '{Κλειδί 🗝:} 1. '.length;
    assert.deepEqual(prepared.range, {
      start: { line: ILLEGAL_LINE, character: start },
      end: { line: ILLEGAL_LINE, character: start + 3 },
    });
    const edit = await withTimeout(
      session.connection.sendRequest<WorkspaceEdit>('textDocument/rename', {
        textDocument: { uri },
        position,
        newName: 'Italiano',
      }),
      'rename',
    );
    // Up to the illegal move; the rest of that game is left as written.
    assert.equal(
      applyEdits(GREEK_ILLEGAL, editsFor(edit, uri)).split('\n')[ILLEGAL_LINE],
      '{Κλειδί 🗝:} 1. Cd4! Rd7 2. Ιβ6 Ρε7 *',
    );
  });

  it('lists the languages for the quick pick, Greek first', async () => {
    const languages = parseLanguages(await session.command(SERVER_COMMANDS.languages, []));
    const codes = languages.map((l) => l.code).sort();
    // A language is a folder of locales/: the server lists every one.
    const folders = readdirSync(path.join(repo, 'locales'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    assert.deepEqual(codes, folders);
    assert.equal(languages.find((l) => l.code === 'de')?.name, 'Deutsch');
    assert.equal(languages.find((l) => l.code === 'el')?.name, 'Ελληνικά');
    const items = languageItems(languages, 'el');
    assert.equal(items[0].code, 'el');
    assert.equal(items.length, folders.length);
  });

  it('copies the FEN after the move at the cursor and of the FEN tag', async () => {
    const afterKd7 = parseFen(
      await session.command(SERVER_COMMANDS.fen, [
        fenArguments(uri, { line: ILLEGAL_LINE, character: '{Κλειδί 🗝:} 1. Ιδ4! Ρδ'.length }),
      ]),
    );
    assert.equal(afterKd7, 'R7/3k4/8/K2B4/3N4/8/8/5R2 w - - 2 2');
    // Before the first move: the position of the [FEN] tag.
    const start = parseFen(
      await session.command(SERVER_COMMANDS.fen, [
        fenArguments(uri, { line: ILLEGAL_LINE, character: '{Κλειδί 🗝:} 1.'.length }),
      ]),
    );
    assert.equal(start, 'R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1');
  });

  it('copies the FEN of the [FEN] tag with the cursor on the tag', async () => {
    const tag = parseFen(await session.command(SERVER_COMMANDS.fen, [fenArguments(uri, { line: 1, character: 10 })]));
    assert.equal(tag, 'R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1');
  });

  it('translates the file to German through workspace/applyEdit', async () => {
    await session.open(seedUri, 'pgn', TWO_GAMES);
    await session.diagnosticsOf(seedUri, 0);
    const before = session.applied.length;
    const answer = await session.command(SERVER_COMMANDS.translate, [
      translateArguments(seedUri, 'de', 'file', undefined),
    ]);
    assert.equal(answer, null);
    assert.equal(session.applied.length, before + 1, 'one workspace/applyEdit');
    const edits = editsFor(session.applied[before].edit, seedUri);
    assert.ok(edits.length > 0, JSON.stringify(session.applied[before]));
    const expected = SEED_TAGS + SEED_GERMAN + '\n\n' + SEED_TAGS + SEED_GERMAN + '\n';
    assert.equal(applyEdits(TWO_GAMES, edits), expected);
  });

  it('translates only the game at the cursor, to figurines', async () => {
    const before = session.applied.length;
    // The cursor on the second game's first move.
    const line = TWO_GAMES.split('\n').findIndex((l, i) => i > 5 && l.startsWith('{'));
    const args = translateArguments(seedUri, 'el', 'game', { line, character: 16 }, 'fan');
    assert.equal(await session.command(SERVER_COMMANDS.translate, [args]), null);
    assert.equal(session.applied.length, before + 1, 'one workspace/applyEdit');
    const edits = editsFor(session.applied[before].edit, seedUri);
    const text = applyEdits(TWO_GAMES, edits);
    const fan = '{Κλειδί :} 1. ♘δ4! ♚δ7 (1... ♚δ6 2. ♖δ8+ ♚γ7 (2... ♚ε7/♚ε5 3. ♘γ6#) 3. ♘ε6#) 2. ♘β5 ♚ε7 3. ♖ζ7# *';
    assert.equal(text, SEED_TAGS + SEED_MOVES + '\n\n' + SEED_TAGS + fan + '\n');
  });
});

describe('pgn-lsp with another display language', () => {
  it('speaks German when VS Code does (locale de)', async () => {
    const session = new Session();
    await session.initialize('de');
    const uri = 'file:///tmp/forsyth-vscode-test/de.pgn';
    await session.open(uri, 'pgn', GREEK_ILLEGAL);
    const illegal = (await session.diagnosticsOf(uri)).find((d) => d.code === 'illegal-move');
    assert.ok(illegal);
    assert.equal(plain(illegal.message), 'Regelwidriger Zug Ιβ6: Weiß ist am Zug; der Springer auf δ4 kann nicht nach β6 ziehen.');
    assert.equal(await session.close(), 0);
  });

  it('reads a .fen document and reports a broken FEN', async () => {
    const session = new Session();
    await session.initialize('en');
    const uri = 'file:///tmp/forsyth-vscode-test/positions.fen';
    const text =
      // A pawn on the first rank cannot be repaired (an en passant square
      // no pawn explains would be, with a warning).
      'R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\n' + '4k3/8/8/8/8/8/8/4K2P w - - 0 1\n';
    await session.open(uri, 'fen', text);
    const diagnostics = await session.diagnosticsOf(uri);
    assert.equal(diagnostics.length, 1, JSON.stringify(diagnostics));
    assert.equal(diagnostics[0].code, 'invalid-fen');
    assert.equal(diagnostics[0].range.start.line, 1);
    const fen = parseFen(await session.command(SERVER_COMMANDS.fen, [fenArguments(uri, { line: 0, character: 3 })]));
    assert.equal(fen, 'R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1');
    assert.equal(await session.close(), 0);
  });
});

/** A page of a book with two games among its prose (the repository's
 *  tests/data/findings/prose-encyclopedia.pgn, its annotation lines left
 *  out): the Encyclopaedia Britannica's "Chess" of 1876. */
function encyclopediaPage(): string {
  return readFileSync(path.join(repo, 'tests/data/findings/prose-encyclopedia.pgn'), 'utf8')
    .split(/(?<=\n)/)
    .filter((line) => !line.startsWith('%'))
    .join('');
}

describe('a page of text opened as chess text (*.chess.txt)', () => {
  it('is read as forsyth check reads it: its games, with a note each, and not its prose', async () => {
    const session = new Session();
    await session.initialize('en');
    const uri = 'file:///tmp/forsyth-vscode-test/britannica.chess.txt';
    const text = encyclopediaPage();
    await session.open(uri, CHESS_TEXT, text);
    const diagnostics = await session.diagnosticsOf(uri);
    const lines = text.split('\n');
    const notes = diagnostics.filter((d) => d.code === 'game-in-text');
    assert.equal(notes.length, 2, JSON.stringify(diagnostics));
    for (const note of notes) {
      assert.ok(lines[note.range.start.line].startsWith('1. e4 e5'), JSON.stringify(note));
    }
    // Nothing is found in the prose but the game's result printed as a
    // paragraph of its own ("And White resigns.", read as 1-0).
    for (const d of diagnostics) {
      const line = lines[d.range.start.line];
      if (d.code === 'printed-result') {
        assert.match(line, /resigns\.$/, JSON.stringify(d));
        continue;
      }
      assert.match(line, /^\d+\. /, `${d.code} on a line of prose: ${line}`);
    }
    // A move of a game of the page has its hover.
    const line = lines.findIndex((l) => l === '3. Bc4 Qh4+');
    const hover = await withTimeout(
      session.connection.sendRequest<Hover | null>('textDocument/hover', {
        textDocument: { uri },
        position: { line, character: 4 },
      }),
      'hover',
    );
    assert.ok(hover, 'no hover on Bc4');
    // Translating the file changes the moves and keeps the prose, as
    // `forsyth translate` does: the result printed as words is the game's
    // and is written in German ("And White resigns." as "And Weiß
    // aufgegeben.").
    const before = session.applied.length;
    await session.command(SERVER_COMMANDS.translate, [translateArguments(uri, 'de', 'file', undefined)]);
    const edits = editsFor(session.applied[before].edit, uri);
    const translated = applyEdits(text, edits);
    assert.ok(translated.includes('3. Lc4 Dh4+'), translated);
    assert.ok(translated.includes('\nAnd Weiß aufgegeben.\n'), translated);
    for (const prose of lines.filter((l) => /^[A-Z][a-z]/.test(l) && !l.endsWith('resigns.'))) {
      assert.ok(translated.includes(prose), `the prose changed: ${prose}`);
    }
    assert.equal(await session.close(), 0);
  });
});

/** A folder laid out like locales/ with French: the English notation with
 *  the letters French books print (R king, D queen, T rook, F bishop,
 *  C knight), and one message in French (the others fall back to English). */
function frenchLocales(): string {
  const dir = path.join(os.tmpdir(), `forsyth-vscode-test-locales-${process.pid}`);
  mkdirSync(path.join(dir, 'fr'), { recursive: true });
  const letters: Record<string, string> = {
    'language-name': 'Français',
    'language-name-english': 'French',
    'piece-letter-king': 'R',
    'piece-letter-queen': 'D',
    'piece-letter-rook': 'T',
    'piece-letter-bishop': 'F',
    'piece-letter-knight': 'C',
    'forsyth-letter-king': 'R',
    'forsyth-letter-queen': 'D',
    'forsyth-letter-rook': 'T',
    'forsyth-letter-bishop': 'F',
    'forsyth-letter-knight': 'C',
  };
  const english = readFileSync(path.join(repo, 'locales/en/notation.ftl'), 'utf8');
  const french = english
    .split('\n')
    .map((line) => {
      const key = Object.keys(letters).find((k) => line.startsWith(`${k} = `));
      return key === undefined ? line : `${key} = ${letters[key]}`;
    })
    .join('\n');
  writeFileSync(path.join(dir, 'fr/notation.ftl'), french);
  writeFileSync(path.join(dir, 'fr/messages.ftl'), 'lsp-action-translate-file = Traduire le fichier en { $language }\n');
  return dir;
}

describe('pgn-lsp with forsyth.localeFolders and forsyth.locale', () => {
  it('reads moves in a language of a locale folder, and speaks it', async () => {
    const session = new Session();
    const folder = frenchLocales();
    after(() => rmSync(folder, { recursive: true, force: true }));
    // VS Code in Greek; the settings ask for French messages and moves.
    await session.initialize('el', { locale: 'fr', localeFolders: [folder], notation: 'fr' });
    const languages = parseLanguages(await session.command(SERVER_COMMANDS.languages, []));
    assert.ok(languages.some((l) => l.code === 'fr' && l.name === 'Français'), JSON.stringify(languages));
    assert.deepEqual(session.logs.filter((l) => l.includes('settings not understood')), []);
    const uri = 'file:///tmp/forsyth-vscode-test/fr.pgn';
    // The seed problem in French letters, Cb6 mistyped for Cb5.
    await session.open(uri, 'pgn', '[FEN "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1"]\n\n1. Cd4! Rd7 2. Cb6 Re7 *\n');
    const diagnostics = await session.diagnosticsOf(uri);
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['illegal-move'],
      JSON.stringify(diagnostics),
    );
    const actions = await withTimeout(
      session.connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
        textDocument: { uri },
        range: diagnostics[0].range,
        context: { diagnostics, triggerKind: 1 },
      }),
      'code actions',
    );
    const titles = actions.map((a) => plain(a.title));
    assert.ok(titles.includes('Traduire le fichier en Deutsch'), JSON.stringify(titles));
    assert.equal(await session.close(), 0);
  });
});

describe('compressed files, opened as "Forsyth: Open compressed PGN" opens them', () => {
  it('are read-only documents whose text the server gives', async () => {
    const dir = path.join(os.tmpdir(), `forsyth-vscode-test-compressed-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    after(() => rmSync(dir, { recursive: true, force: true }));
    const games = readFileSync(path.join(repo, 'tests/data/pgn/lichess-100.pgn'), 'utf8');
    const gamesFile = path.join(dir, 'lichess-100.pgn.gz');
    writeFileSync(gamesFile, gzipSync(games));
    const problemFile = path.join(dir, 'problem.pgn.gz');
    writeFileSync(problemFile, gzipSync(GREEK_ILLEGAL));

    const session = new Session();
    const init = await session.initialize('en');
    // The scheme vscode-languageclient registers a content provider for.
    const announced = (init.capabilities.workspace as { textDocumentContent?: { schemes?: string[] } } | undefined)
      ?.textDocumentContent?.schemes;
    assert.deepEqual(announced, [DECOMPRESSED_SCHEME]);

    // What the client's provider asks when VS Code opens the address.
    const gamesUri = decompressedUri(pathToFileURL(gamesFile).href);
    const content = await withTimeout(
      session.connection.sendRequest<{ text: string }>('workspace/textDocumentContent', { uri: gamesUri }),
      'workspace/textDocumentContent',
    );
    assert.equal(content.text, games);

    // The document, in the language the command gives it: findings as for
    // any document.
    const problemUri = decompressedUri(pathToFileURL(problemFile).href);
    const problem = await withTimeout(
      session.connection.sendRequest<{ text: string }>('workspace/textDocumentContent', { uri: problemUri }),
      'workspace/textDocumentContent',
    );
    assert.equal(decompressedLanguage(path.basename(problemFile)), 'pgn');
    await session.open(problemUri, 'pgn', problem.text);
    const diagnostics = await session.diagnosticsOf(problemUri);
    assert.deepEqual(
      diagnostics.map((d) => d.code),
      ['illegal-move'],
      JSON.stringify(diagnostics),
    );
    // Read-only: a rename is refused with a message saying why.
    await assert.rejects(
      withTimeout(
        session.connection.sendRequest('textDocument/rename', {
          textDocument: { uri: problemUri },
          position: diagnostics[0].range.start,
          newName: 'de',
        }),
        'rename',
      ),
      (e: Error) => e.message.includes('problem.pgn.gz') && e.message.includes('read-only'),
    );
    assert.equal(session.applied.length, 0);
    assert.equal(await session.close(), 0);
  });
});
