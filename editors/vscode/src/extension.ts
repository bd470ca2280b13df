import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  ExecuteCommandRequest,
  LanguageClient,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';
import {
  COMPRESSED_EXTENSIONS,
  DOCUMENT_SELECTOR,
  GAME_LANGUAGES,
  SERVER_COMMANDS,
  SETTINGS,
  type Settings,
  decompressedLanguage,
  decompressedUri,
  fenArguments,
  initializationOptions,
  languageItems,
  parseFen,
  parseLanguages,
  serverCommand,
  translateArguments,
} from './logic';

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel | undefined;

function settings(): Settings {
  const config = vscode.workspace.getConfiguration('forsyth');
  return {
    serverPath: config.get<string>('serverPath', ''),
    locale: config.get<string>('locale', ''),
    localeFolders: config.get<string[]>('localeFolders', []),
    notation: config.get<string>('notation', 'auto'),
    style: config.get<string>('style', 'san'),
    maxGameSize: config.get<string>('maxGameSize', ''),
    spokenFiles: config.get<string>('spokenFiles', 'literate'),
    comments: config.get<string>('comments', 'translate'),
  };
}

/** The server inside a platform package (`server/pgn-lsp`), made executable
 *  in case the archive lost the mode bits. */
function bundledServer(context: vscode.ExtensionContext): string {
  const file = context.asAbsolutePath(path.join('server', process.platform === 'win32' ? 'pgn-lsp.exe' : 'pgn-lsp'));
  if (process.platform !== 'win32' && fs.existsSync(file)) {
    try {
      fs.accessSync(file, fs.constants.X_OK);
    } catch {
      try {
        fs.chmodSync(file, 0o755);
      } catch {
        // Read-only installation: starting it will report the problem.
      }
    }
  }
  return file;
}

async function startClient(context: vscode.ExtensionContext): Promise<void> {
  const current = settings();
  const command = serverCommand(current, bundledServer(context), fs.existsSync);
  // No `transport`: the client then uses stdio without appending `--stdio`.
  const serverOptions: ServerOptions = {
    run: { command, args: [] },
    debug: { command, args: [] },
  };
  output ??= vscode.window.createOutputChannel('Forsyth', { log: true });
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    initializationOptions: initializationOptions(vscode.env.language, current),
    outputChannel: output,
  };
  client = new LanguageClient('forsyth', 'Forsyth (pgn-lsp)', serverOptions, clientOptions);
  try {
    await client.start();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    void vscode.window
      .showErrorMessage(
        `Forsyth could not start the language server "${command}": ${message}. Install it with "cargo install --path crates/pgn-lsp" or set forsyth.serverPath.`,
        'Open Settings',
      )
      .then((choice) => {
        if (choice === 'Open Settings') {
          void vscode.commands.executeCommand('workbench.action.openSettings', 'forsyth.serverPath');
        }
      });
  }
}

async function stopClient(): Promise<void> {
  const running = client;
  client = undefined;
  if (running !== undefined) {
    await running.stop();
  }
}

function runningClient(): LanguageClient | undefined {
  if (client === undefined || !client.isRunning()) {
    void vscode.window.showErrorMessage('The Forsyth language server is not running.');
    return undefined;
  }
  return client;
}

function chessEditor(): vscode.TextEditor | undefined {
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined || !([...GAME_LANGUAGES, 'fen'] as string[]).includes(editor.document.languageId)) {
    void vscode.window.showInformationMessage('Open a PGN, FEN or chess text file first.');
    return undefined;
  }
  return editor;
}

async function translate(scope: 'file' | 'game'): Promise<void> {
  const editor = chessEditor();
  const lc = runningClient();
  if (editor === undefined || lc === undefined) {
    return;
  }
  const languages = parseLanguages(
    await lc.sendRequest(ExecuteCommandRequest.type, { command: SERVER_COMMANDS.languages, arguments: [] }),
  );
  const picked = await vscode.window.showQuickPick(languageItems(languages, vscode.env.language), {
    title: scope === 'game' ? 'Translate this game to' : 'Translate to',
    placeHolder: 'Language of the moves',
    matchOnDescription: true,
  });
  if (picked === undefined) {
    return;
  }
  const c2p = lc.code2ProtocolConverter;
  const args = translateArguments(
    c2p.asUri(editor.document.uri),
    picked.code,
    scope,
    scope === 'game' ? c2p.asPosition(editor.selection.active) : undefined,
  );
  // The server answers with a workspace/applyEdit, which the client applies.
  await lc.sendRequest(ExecuteCommandRequest.type, { command: SERVER_COMMANDS.translate, arguments: [args] });
}

async function copyFen(): Promise<void> {
  const editor = chessEditor();
  const lc = runningClient();
  if (editor === undefined || lc === undefined) {
    return;
  }
  const c2p = lc.code2ProtocolConverter;
  const args = fenArguments(c2p.asUri(editor.document.uri), c2p.asPosition(editor.selection.active));
  const fen = parseFen(await lc.sendRequest(ExecuteCommandRequest.type, { command: SERVER_COMMANDS.fen, arguments: [args] }));
  if (fen === undefined) {
    void vscode.window.showInformationMessage('There is no position here.');
    return;
  }
  await vscode.env.clipboard.writeText(fen);
  vscode.window.setStatusBarMessage(`FEN copied: ${fen}`, 5000);
}

/** Opens a compressed PGN or FEN file (the one given, from the explorer's
 *  menu, else one picked) decompressed and read-only: the server gives its
 *  text (`workspace/textDocumentContent`, provided by the language client
 *  for the scheme the server announces). */
async function openCompressed(resource?: vscode.Uri): Promise<void> {
  let file = resource instanceof vscode.Uri ? resource : undefined;
  if (file === undefined) {
    const picked = await vscode.window.showOpenDialog({
      canSelectMany: false,
      openLabel: 'Open decompressed',
      filters: { 'Compressed PGN, FEN, EPD': [...COMPRESSED_EXTENSIONS] },
    });
    file = picked?.[0];
  }
  if (file === undefined) {
    return;
  }
  if (runningClient() === undefined) {
    return;
  }
  const uri = vscode.Uri.parse(decompressedUri(file.with({ query: '', fragment: '' }).toString()));
  const document = await vscode.workspace.openTextDocument(uri);
  const language = decompressedLanguage(path.basename(file.path));
  const shown = document.languageId === language ? document : await vscode.languages.setTextDocumentLanguage(document, language);
  await vscode.window.showTextDocument(shown, { preview: false });
}

function reportErrors(action: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await action();
    } catch (error) {
      void vscode.window.showErrorMessage(`Forsyth: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.commands.registerCommand('forsyth.translateTo', reportErrors(() => translate('file'))),
    vscode.commands.registerCommand('forsyth.translateGameTo', reportErrors(() => translate('game'))),
    vscode.commands.registerCommand('forsyth.copyFen', reportErrors(copyFen)),
    vscode.commands.registerCommand(
      'forsyth.openCompressed',
      (resource?: vscode.Uri) => reportErrors(() => openCompressed(resource))(),
    ),
    vscode.commands.registerCommand(
      'forsyth.restartServer',
      reportErrors(async () => {
        await stopClient();
        await startClient(context);
      }),
    ),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (SETTINGS.some((s) => event.affectsConfiguration(s))) {
        await stopClient();
        await startClient(context);
      }
    }),
    { dispose: () => void stopClient() },
  );
  await startClient(context);
}

export async function deactivate(): Promise<void> {
  await stopClient();
}
