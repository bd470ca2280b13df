// Writes syntaxes/pgn.tmLanguage.json and syntaxes/fen.tmLanguage.json.
// The letter tables are written once here and shared by every rule;
// `node scripts/grammars.mjs --check` fails if the committed files differ
// from what this script writes.
//
// Letters: syntaxes/letters.json, which `cargo xtask grammar` writes from
// every locales/<lang>/notation.ftl (the piece letters written or read in
// moves, the file letters and the capture marks of every language), and
// figurines ♔ ♕ ♖ ♗ ♘ ♙ ♚ ♛ ♜ ♝ ♞ ♟. `cargo xtask grammar` runs this script
// after writing it; `cargo xtask l10n` fails when it is stale.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const letters = JSON.parse(readFileSync(join(root, 'syntaxes/letters.json'), 'utf8'));

/** Characters as the body of a regular expression's class. */
function charClass(chars) {
  return [...chars].map((c) => (/[\\\]\[^-]/.test(c) ? `\\${c}` : c)).join('');
}

// Piece letters of every language, and figurines. Letters of two
// characters (the Hebrew queen מה, the Russian and Ukrainian king Кр) are
// tried before their first letter. Latin K Q R B N are read in every
// language.
const LATIN_PIECES = 'KQRBN';
const FIGURINES = '♔-♟';
const MULTI = letters.multiLetterPieces.map((p) => `${p}|`).join('');
const PIECE = `(?:${MULTI}[${charClass(letters.pieces)}${LATIN_PIECES}${FIGURINES}])`;
const FILE = `[a-h${charClass(letters.files.replace(/[a-h]/g, ''))}]`;
const RANK = '[1-8]';
const CAPTURE = `[x:×✕${charClass(letters.captures)}]`;
const CHECK = '(?:[+†#‡]{1,2})';
// Letters and digits: a move stands alone between them.
const WORD = '[\\p{L}\\p{N}_]';
const NOT_AFTER_WORD = `(?<!${WORD})`;
const NOT_BEFORE_WORD = `(?!${WORD})`;

const pieceRule = { match: PIECE, name: 'support.type.piece.pgn' };

const pgn = {
  $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
  name: 'PGN',
  scopeName: 'source.pgn',
  fileTypes: ['pgn'],
  patterns: [{ include: '#escape' }, { include: '#tag' }, { include: '#movetext' }],
  repository: {
    escape: {
      comment: 'PGN §6: a % in the first column makes the line ignorable',
      match: '^%.*$',
      name: 'comment.line.percentage.pgn',
    },
    tag: {
      patterns: [
        {
          comment: 'the FEN tag: its value is coloured as a position (begin/end, so that the FEN grammar is loaded)',
          begin: '(\\[)\\s*(FEN)\\s*(")',
          end: '(")\\s*(\\])|(?=$)',
          name: 'meta.tag.pgn',
          contentName: 'string.quoted.double.pgn meta.embedded.fen',
          beginCaptures: {
            1: { name: 'punctuation.definition.tag.begin.pgn' },
            2: { name: 'entity.name.tag.pgn' },
            3: { name: 'string.quoted.double.pgn punctuation.definition.string.begin.pgn' },
          },
          endCaptures: {
            1: { name: 'string.quoted.double.pgn punctuation.definition.string.end.pgn' },
            2: { name: 'punctuation.definition.tag.end.pgn' },
          },
          patterns: [{ include: 'source.fen#position' }],
        },
        {
          match: '(\\[)\\s*([A-Za-z0-9_]+)\\s*(")((?:[^"\\\\]|\\\\.)*)(")\\s*(\\])',
          name: 'meta.tag.pgn',
          captures: {
            1: { name: 'punctuation.definition.tag.begin.pgn' },
            2: { name: 'entity.name.tag.pgn' },
            3: { name: 'string.quoted.double.pgn punctuation.definition.string.begin.pgn' },
            4: {
              name: 'string.quoted.double.pgn',
              patterns: [{ match: '\\\\["\\\\]', name: 'constant.character.escape.pgn' }],
            },
            5: { name: 'string.quoted.double.pgn punctuation.definition.string.end.pgn' },
            6: { name: 'punctuation.definition.tag.end.pgn' },
          },
        },
      ],
    },
    movetext: {
      patterns: [
        { include: '#comment' },
        { include: '#variation' },
        { include: '#result' },
        { include: '#move-number' },
        { include: '#castling' },
        { include: '#null-move' },
        { include: '#move' },
        { include: '#iccf' },
        { include: '#nag' },
        { include: '#glyph' },
        { include: '#en-passant' },
      ],
    },
    comment: {
      patterns: [
        {
          begin: '\\{',
          end: '\\}',
          name: 'comment.block.pgn',
          beginCaptures: { 0: { name: 'punctuation.definition.comment.begin.pgn' } },
          endCaptures: { 0: { name: 'punctuation.definition.comment.end.pgn' } },
        },
        {
          match: '(;).*$',
          name: 'comment.line.semicolon.pgn',
          captures: { 1: { name: 'punctuation.definition.comment.pgn' } },
        },
      ],
    },
    variation: {
      begin: '\\(',
      end: '\\)',
      name: 'meta.variation.pgn',
      beginCaptures: { 0: { name: 'punctuation.section.variation.begin.pgn' } },
      endCaptures: { 0: { name: 'punctuation.section.variation.end.pgn' } },
      patterns: [{ include: '#movetext' }],
    },
    result: {
      match: `${NOT_AFTER_WORD}(?<![-/])(?:1-0|0-1|1/2-1/2|½-½|\\*)(?![\\p{L}\\p{N}_\\-/])`,
      name: 'constant.language.result.pgn',
    },
    'move-number': {
      match: `${NOT_AFTER_WORD}(\\d+)\\s*(\\.+|…)`,
      name: 'meta.move-number.pgn',
      captures: {
        1: { name: 'constant.numeric.move-number.pgn' },
        2: { name: 'punctuation.separator.move-number.pgn' },
      },
    },
    castling: {
      comment: 'letter O, digit zero or Greek omicron (seen in Greek sources)',
      match: `${NOT_AFTER_WORD}([O0Ο](?:-[O0Ο]){1,2})(${CHECK})?(?![\\p{L}\\p{N}_\\-])`,
      name: 'meta.move.pgn',
      captures: {
        1: { name: 'keyword.other.castling.pgn' },
        2: { name: 'keyword.operator.check.pgn' },
      },
    },
    'null-move': {
      match: `${NOT_AFTER_WORD}(?<!-)(?:--|Z0)(?![\\p{L}\\p{N}_\\-])`,
      name: 'meta.move.pgn keyword.other.null-move.pgn',
    },
    move: {
      comment:
        'SAN, LAN, FAN and UCI moves in every language: piece, origin, capture or hyphen, target, promotion, check',
      match:
        `${NOT_AFTER_WORD}(${PIECE})?(${FILE}?${RANK}?)(${CAPTURE}|-)?(${FILE}${RANK})` +
        `((?:=|/)?${PIECE}|\\([${charClass(letters.pieces)}${LATIN_PIECES}]\\)|[qrbn])?(${CHECK})?${NOT_BEFORE_WORD}`,
      name: 'meta.move.pgn',
      captures: {
        1: { name: 'support.type.piece.pgn' },
        2: { name: 'variable.other.square.origin.pgn' },
        3: {
          patterns: [
            { match: CAPTURE, name: 'keyword.operator.capture.pgn' },
            { match: '-', name: 'punctuation.separator.move.pgn' },
          ],
        },
        4: { name: 'variable.other.square.target.pgn' },
        5: {
          name: 'meta.promotion.pgn',
          patterns: [{ match: '[=/()]', name: 'keyword.operator.promotion.pgn' }, pieceRule, { match: '[qrbn]', name: 'support.type.piece.pgn' }],
        },
        6: { name: 'keyword.operator.check.pgn' },
      },
    },
    iccf: {
      comment: 'ICCF numeric moves: origin and target as digit pairs, 1-4 for a promotion',
      match: `${NOT_AFTER_WORD}(?<!\\.)[1-8]{4}[1-4]?(?![\\p{L}\\p{N}_.])`,
      name: 'meta.move.iccf.pgn constant.numeric.iccf.pgn',
    },
    nag: {
      match: '\\$\\d+',
      name: 'constant.other.nag.pgn',
    },
    glyph: {
      patterns: [
        {
          comment: 'move assessments, attached to the move or standing alone',
          match: '!!|\\?\\?|!\\?|\\?!|!|\\?|[□⩲⩱±∓∞⩳⨀⇆↑⇑→⊥⌓⟳⯹]|\\+−|−\\+|\\+/?−|−/?\\+',
          name: 'constant.other.glyph.pgn',
        },
        {
          comment: 'ASCII position assessments, standing alone',
          match: '(?<=^|[\\s(])(?:\\+-|-\\+|\\+/-|-/\\+|\\+/=|=/\\+|\\+=|=\\+|=|N)(?=$|[\\s)])',
          name: 'constant.other.glyph.pgn',
        },
      ],
    },
    'en-passant': {
      match: '(?<=\\s|\\p{N})e\\.\\s?p\\.',
      name: 'keyword.other.en-passant.pgn',
    },
  },
};

const FEN_PIECES = 'KQRBNPkqrbnp';
const fen = {
  $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
  name: 'FEN',
  scopeName: 'source.fen',
  fileTypes: ['fen', 'epd'],
  patterns: [{ include: '#position' }, { include: '#operation' }],
  repository: {
    position: {
      comment: 'placement, side to move, castling, en passant square, clocks (EPD stops after the fourth field)',
      match:
        `(?<![^\\s"\\[(])([${FEN_PIECES}1-8]+(?:/[${FEN_PIECES}1-8]*)+)` +
        '(?:\\s+([wb])(?:\\s+(-|[KQkqA-Ha-h]+)(?:\\s+(-|[a-h][36])(?:\\s+(\\d+)\\s+(\\d+))?)?)?)?' +
        '(?=$|[\\s"\\])])',
      name: 'meta.position.fen',
      captures: {
        1: {
          name: 'meta.placement.fen',
          patterns: [
            { match: '[KQRBNP]', name: 'support.type.piece.white.fen' },
            { match: '[kqrbnp]', name: 'support.type.piece.black.fen' },
            { match: '[1-8]', name: 'constant.numeric.empty-squares.fen' },
            { match: '/', name: 'punctuation.separator.rank.fen' },
          ],
        },
        2: { name: 'variable.language.side-to-move.fen' },
        3: { name: 'constant.other.castling.fen' },
        4: { name: 'constant.other.en-passant.fen' },
        5: { name: 'constant.numeric.halfmove-clock.fen' },
        6: { name: 'constant.numeric.fullmove-number.fen' },
      },
    },
    operation: {
      comment: 'EPD operations: opcode, operands, semicolon',
      begin: '(?<![^\\s;])([A-Za-z][A-Za-z0-9_]{0,14})(?=[\\s;])',
      end: ';|$',
      name: 'meta.operation.epd',
      beginCaptures: { 1: { name: 'entity.name.function.opcode.epd' } },
      endCaptures: { 0: { name: 'punctuation.terminator.operation.epd' } },
      patterns: [
        {
          match: '(")([^"]*)(")',
          name: 'string.quoted.double.epd',
          captures: {
            1: { name: 'punctuation.definition.string.begin.epd' },
            3: { name: 'punctuation.definition.string.end.epd' },
          },
        },
        { include: 'source.pgn#castling' },
        { include: 'source.pgn#move' },
        { match: '[+-]?\\d+(?:\\.\\d+)?', name: 'constant.numeric.epd' },
      ],
    },
  },
};

const outputs = [
  ['syntaxes/pgn.tmLanguage.json', pgn],
  ['syntaxes/fen.tmLanguage.json', fen],
];

const check = process.argv.includes('--check');
let stale = false;
for (const [file, grammar] of outputs) {
  const path = join(root, file);
  const text = JSON.stringify(grammar, null, 2) + '\n';
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(path, 'utf8');
    } catch {
      // missing: stale
    }
    if (committed !== text) {
      console.error(`${file} is not what scripts/grammars.mjs writes: run "node scripts/grammars.mjs"`);
      stale = true;
    }
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${file}`);
  }
}
process.exit(stale ? 1 : 0);
