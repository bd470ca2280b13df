// The extension's VS Code-free parts: which server it starts, what it sends.

import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import {
  CHESS_TEXT,
  DECOMPRESSED_SCHEME,
  DOCUMENT_SELECTOR,
  SERVER_COMMANDS,
  SETTINGS,
  decompressedLanguage,
  decompressedUri,
  fenArguments,
  initializationOptions,
  languageItems,
  parseFen,
  parseLanguages,
  serverCommand,
  translateArguments,
} from '../../src/logic';

describe('serverCommand', () => {
  const none = () => false;
  const all = () => true;
  it('prefers the setting, with ~ expanded', () => {
    assert.equal(serverCommand({ serverPath: '/opt/pgn-lsp' }, '/ext/server/pgn-lsp', all), '/opt/pgn-lsp');
    assert.equal(serverCommand({ serverPath: '  ~/bin/pgn-lsp ' }, undefined, none), `${process.env.HOME}/bin/pgn-lsp`);
  });
  it('then the server inside a platform package, if it is there', () => {
    assert.equal(serverCommand({ serverPath: '' }, '/ext/server/pgn-lsp', all), '/ext/server/pgn-lsp');
  });
  it('else pgn-lsp from PATH', () => {
    assert.equal(serverCommand({ serverPath: '' }, '/ext/server/pgn-lsp', none), 'pgn-lsp');
    assert.equal(serverCommand({ serverPath: '' }, undefined, all), 'pgn-lsp');
  });
});

describe('initializationOptions', () => {
  const settings = {
    serverPath: '',
    locale: '',
    localeFolders: [],
    notation: 'auto',
    style: 'san',
    maxGameSize: '',
    spokenFiles: 'literate',
    comments: 'translate',
  };
  it('passes the display language, the locale folders, the notation and the style', () => {
    assert.deepEqual(
      initializationOptions('el', { ...settings, localeFolders: ['/opt/locales', '~/chess'], notation: 'de', style: 'fan' }),
      {
        locale: 'el',
        localeFolders: ['/opt/locales', '~/chess'],
        notation: 'de',
        style: 'fan',
      },
    );
  });
  it('passes forsyth.maxGameSize only when it is set', () => {
    assert.equal(initializationOptions('en', { ...settings, maxGameSize: ' 4KiB ' }).maxGameSize, '4KiB');
    assert.ok(!('maxGameSize' in initializationOptions('en', { ...settings, maxGameSize: ' ' })));
  });
  it('passes forsyth.comments only when it is keep', () => {
    assert.equal(initializationOptions('en', { ...settings, comments: 'keep' }).comments, 'keep');
    assert.equal(initializationOptions('en', { ...settings, comments: ' Keep ' }).comments, 'keep');
    assert.ok(!('comments' in initializationOptions('en', settings)));
    assert.ok(!('comments' in initializationOptions('en', { ...settings, comments: 'drop' })));
  });

  it('passes forsyth.spokenFiles only when it is nato or anna', () => {
    assert.equal(initializationOptions('en', { ...settings, spokenFiles: 'anna' }).spokenFiles, 'anna');
    assert.equal(initializationOptions('en', { ...settings, spokenFiles: ' NATO ' }).spokenFiles, 'nato');
    assert.ok(!('spokenFiles' in initializationOptions('en', settings)));
    assert.ok(!('spokenFiles' in initializationOptions('en', { ...settings, spokenFiles: 'braille' })));
  });
  it('forsyth.locale wins over the display language', () => {
    assert.equal(initializationOptions('el', { ...settings, locale: ' fr ' }).locale, 'fr');
    assert.equal(initializationOptions('el', { ...settings, locale: '  ' }).locale, 'el');
  });
  it('falls back to auto and SAN, and leaves out blank or malformed folders', () => {
    assert.deepEqual(
      initializationOptions('pt-br', {
        ...settings,
        localeFolders: [' ', ' locales ', 42 as unknown as string],
        notation: ' ',
        style: 'xyz',
      }),
      {
        locale: 'pt-br',
        localeFolders: ['locales'],
        notation: 'auto',
        style: 'san',
      },
    );
    assert.deepEqual(
      initializationOptions('en', { ...settings, localeFolders: 'x' as unknown as string[] }).localeFolders,
      [],
    );
  });
});

describe('languages', () => {
  const answer = [
    { code: 'de', name: 'Deutsch' },
    { code: 'el', name: 'Ελληνικά' },
    { code: 'en', name: 'English' },
  ];
  it('reads the answer of forsyth.languages', () => {
    assert.deepEqual(parseLanguages(answer), answer);
    assert.throws(() => parseLanguages(null), /not a list/);
    assert.throws(() => parseLanguages([{ code: 'de' }]), /without code and name/);
  });
  it('puts the display language first, by its primary subtag', () => {
    assert.deepEqual(
      languageItems(answer, 'el-GR').map((i) => i.code),
      ['el', 'de', 'en'],
    );
    assert.deepEqual(
      languageItems(answer, 'fr').map((i) => [i.label, i.description]),
      [
        ['Deutsch', 'de'],
        ['Ελληνικά', 'el'],
        ['English', 'en'],
      ],
    );
  });
});

describe('command arguments', () => {
  it('translate: the file, or the game at a position', () => {
    assert.deepEqual(translateArguments('file:///a.pgn', 'de', 'file', { line: 1, character: 2 }), {
      uri: 'file:///a.pgn',
      lang: 'de',
      scope: 'file',
    });
    assert.deepEqual(translateArguments('file:///a.pgn', 'he', 'game', { line: 1, character: 2 }, 'lan'), {
      uri: 'file:///a.pgn',
      lang: 'he',
      scope: 'game',
      style: 'lan',
      position: { line: 1, character: 2 },
    });
    assert.throws(() => translateArguments('file:///a.pgn', 'de', 'game', undefined), /position/);
  });
  it('fen: the document and the cursor; the answer a string or null', () => {
    assert.deepEqual(fenArguments('file:///a.fen', { line: 0, character: 0 }), {
      uri: 'file:///a.fen',
      position: { line: 0, character: 0 },
    });
    assert.equal(parseFen('8/8/8/8/8/8/8/K6k w - - 0 1'), '8/8/8/8/8/8/8/K6k w - - 0 1');
    assert.equal(parseFen(null), undefined);
    assert.throws(() => parseFen(42), /not a string/);
  });
});

describe('compressed files', () => {
  it('are opened at the address the server reads: the file path under its scheme', () => {
    assert.equal(DECOMPRESSED_SCHEME, 'forsyth-decompressed');
    assert.equal(
      decompressedUri('file:///home/me/lichess_db_standard_rated_2013-01.pgn.zst'),
      'forsyth-decompressed:///home/me/lichess_db_standard_rated_2013-01.pgn.zst',
    );
    // Percent-escapes stay as VS Code wrote them.
    assert.equal(decompressedUri('file:///tmp/my%20games.pgn.gz'), 'forsyth-decompressed:///tmp/my%20games.pgn.gz');
    assert.throws(() => decompressedUri('untitled:Untitled-1'), /not a file/);
  });

  it('are PGN, or FEN when the name says .fen or .epd', () => {
    assert.equal(decompressedLanguage('games.pgn.zst'), 'pgn');
    assert.equal(decompressedLanguage('GAMES.PGN.GZ'), 'pgn');
    assert.equal(decompressedLanguage('puzzles.fen.xz'), 'fen');
    assert.equal(decompressedLanguage('suite.epd.bz2'), 'fen');
    assert.equal(decompressedLanguage('unnamed.gz'), 'pgn');
  });
});

describe('package.json and src/extension.ts agree', () => {
  // The tests run from out/test/unit; the sources are three levels up.
  const root = path.resolve(__dirname, '../../..');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    contributes: {
      commands: { command: string }[];
      menus: Record<string, { command: string; when?: string }[]>;
      configuration: { properties: Record<string, unknown> };
      languages: { id: string; extensions: string[] }[];
      grammars: { language: string; scopeName: string; path: string }[];
    };
  };
  const source = readFileSync(path.join(root, 'src/extension.ts'), 'utf8');

  it('every contributed command is registered, and no other', () => {
    const registered = [...source.matchAll(/registerCommand\(\s*'([^']+)'/g)].map((m) => m[1]).sort();
    const contributed = manifest.contributes.commands.map((c) => c.command).sort();
    assert.deepEqual(registered, contributed);
    for (const id of contributed) {
      assert.ok(!Object.values(SERVER_COMMANDS).includes(id as never), `${id} is the server's own command id`);
    }
  });

  it('the explorer offers to open compressed PGN, FEN and EPD files, and no other', () => {
    const entry = manifest.contributes.menus['explorer/context'].find((m) => m.command === 'forsyth.openCompressed');
    assert.ok(entry?.when !== undefined, 'forsyth.openCompressed in the explorer menu');
    const pattern = /=~ \/(.*)\/(\w*)$/.exec(entry.when);
    assert.ok(pattern !== null, entry.when);
    const regex = new RegExp(pattern[1], pattern[2]);
    for (const name of ['a.pgn.gz', 'lichess_db.pgn.zst', 'b.PGN.BZ2', 'c.fen.xz', 'd.epd.gz']) {
      assert.ok(regex.test(name), name);
    }
    for (const name of ['a.pgn', 'a.gz', 'a.tar.gz', 'a.pgn.gz.txt']) {
      assert.ok(!regex.test(name), name);
    }
  });

  it('every setting read is contributed, and every contributed one read and restarts the server', () => {
    const read = [...source.matchAll(/config\.get<[\w[\]]+>\('(\w+)'/g)].map((m) => `forsyth.${m[1]}`);
    const contributed = Object.keys(manifest.contributes.configuration.properties);
    for (const key of read) {
      assert.ok(contributed.includes(key), `${key} is not in package.json`);
    }
    // forsyth.trace.server is read by the language client itself.
    const own = contributed.filter((key) => key !== 'forsyth.trace.server').sort();
    assert.deepEqual(read.sort(), own);
    assert.deepEqual([...SETTINGS].sort(), own);
  });

  it('the languages are pgn and fen (.fen, .epd), each with its grammar, and chess text (.chess.txt only)', () => {
    assert.deepEqual(
      manifest.contributes.languages.map((l) => [l.id, l.extensions]),
      [
        ['pgn', ['.pgn']],
        ['fen', ['.fen', '.epd']],
        [CHESS_TEXT, ['.chess.txt']],
      ],
    );
    // Plain text files are never the server's by themselves: no pattern
    // or name of any language takes every `.txt` file.
    for (const language of manifest.contributes.languages as { extensions: string[]; filenamePatterns?: string[]; filenames?: string[] }[]) {
      assert.ok(!language.extensions.includes('.txt'), JSON.stringify(language));
      assert.equal(language.filenamePatterns, undefined);
      assert.equal(language.filenames, undefined);
    }
    // The commands on games are offered in chess text as in PGN.
    const palette = manifest.contributes.menus.commandPalette;
    for (const command of ['forsyth.translateTo', 'forsyth.translateGameTo', 'forsyth.copyFen']) {
      const when = palette.find((m) => m.command === command)?.when ?? '';
      assert.ok(when.includes(`editorLangId == ${CHESS_TEXT}`), `${command}: ${when}`);
    }
    for (const g of manifest.contributes.grammars) {
      const grammar = JSON.parse(readFileSync(path.join(root, g.path), 'utf8')) as { scopeName: string };
      assert.equal(grammar.scopeName, g.scopeName);
    }
    assert.deepEqual(
      DOCUMENT_SELECTOR.map((s) => `${s.scheme} ${s.language}`),
      [
        'file pgn',
        'untitled pgn',
        `${DECOMPRESSED_SCHEME} pgn`,
        'file fen',
        'untitled fen',
        `${DECOMPRESSED_SCHEME} fen`,
        `file ${CHESS_TEXT}`,
        `untitled ${CHESS_TEXT}`,
      ],
    );
  });
});
