//! A diagram printed in ChessBase's diagram font, as the text of a PDF
//! gives it: the frame's top `XIIIIIIIIY`, eight ranks each between a
//! left border (`9`, or the rank's number) and a right border `0`, and
//! the frame's bottom (`xiiiiiiiiy`, or the files `xabcdefghy`), if any.
//! Chess programs print diagrams this way into the PDFs of club bulletins,
//! books and magazines; the text of such a PDF (as docplayer.cz gives
//! one: `Jxe5?? Diagram XIIIIIIIIY 9r+lwqk+-tr0 9zppzppvl-zpp0 …`) holds
//! the board between the moves.
//!
//! A square is one or two characters: `-` an empty light square, `+` an
//! empty dark one; a piece on a light square its letter (`p n l r q k`,
//! `l` the bishop, upper case for White), a piece on a dark square the
//! letter after its dark square's mark (`z` pawn, `s` knight, `v` bishop,
//! `t` rook, `w` queen, `m` king: `zP` a white pawn on a dark square).
//! Every square's colour is checked against its place, so a word that
//! happens to start with the frame's top is no diagram. A board printed
//! from Black's side says so by its numbers (`1` at the top) or its
//! files (`xhgfedcbay`).

use forsyth_core::{Board, Color, Piece, Role, Square};

/// The top of the frame: where a diagram starts.
pub const TOP: &str = "XIIIIIIIIY";

/// A diagram read from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FontDiagram {
    /// Its length in bytes, from the top of its frame to the last
    /// character of its bottom (or of its last rank).
    pub len: usize,
    /// The board it shows.
    pub board: Board,
}

/// The diagram that `bytes` start with, if they start with one that
/// stands apart from what follows it (white space or the end after it)
/// and shows a king of each side. It reads no further than its frame.
#[must_use]
pub fn read(bytes: &[u8]) -> Option<FontDiagram> {
    let mut at = TOP.len();
    if !bytes.starts_with(TOP.as_bytes()) || !apart(bytes, at) {
        return None;
    }
    // The squares as printed, top row first, left to right.
    let mut rows: Vec<[Option<Piece>; 8]> = Vec::with_capacity(8);
    let mut numbers: Vec<u8> = Vec::with_capacity(8);
    for row in 0..8 {
        at = skip_space(bytes, at);
        let border = *bytes.get(at)?;
        if !(b'1'..=b'9').contains(&border) {
            return None;
        }
        numbers.push(border);
        at += 1;
        let mut squares = [None; 8];
        for (column, square) in squares.iter_mut().enumerate() {
            let dark = (row + column) % 2 == 1;
            let (piece, len) = square_at(bytes, at, dark)?;
            *square = piece;
            at += len;
        }
        if bytes.get(at) != Some(&b'0') {
            return None;
        }
        at += 1;
        if !apart(bytes, at) {
            return None;
        }
        rows.push(squares);
    }
    // Numbered ranks: 8 to 1 from White's side, 1 to 8 from Black's; `9`
    // on every rank: no numbers.
    let flipped_numbers = if numbers.iter().all(|&n| n == b'9') {
        None
    } else if numbers.iter().rev().copied().eq(b'1'..=b'8') {
        Some(false)
    } else if numbers.iter().copied().eq(b'1'..=b'8') {
        Some(true)
    } else {
        return None;
    };
    // The bottom of the frame, if printed.
    let mut end = at;
    let mut flipped_files = None;
    let below = skip_space(bytes, at);
    if let Some(bottom) = bytes.get(below..below + 10)
        && bottom[0] == b'x'
        && bottom[9] == b'y'
        && apart(bytes, below + 10)
    {
        let inner = &bottom[1..9];
        flipped_files = if inner == b"iiiiiiii" {
            Some(None)
        } else if inner == b"abcdefgh" {
            Some(Some(false))
        } else if inner == b"hgfedcba" {
            Some(Some(true))
        } else {
            None
        };
        if flipped_files.is_some() {
            end = below + 10;
        }
    }
    let flipped = match (flipped_numbers, flipped_files.flatten()) {
        (Some(a), Some(b)) if a != b => return None,
        (a, b) => a.or(b).unwrap_or(false),
    };
    let mut board = Board::empty();
    for (row, squares) in rows.iter().enumerate() {
        for (column, piece) in squares.iter().enumerate() {
            let Some(piece) = *piece else { continue };
            let (file, rank) = if flipped {
                (7 - column, row)
            } else {
                (column, 7 - row)
            };
            let square = Square::new((rank * 8 + file) as u32);
            board.set_piece_at(square, piece);
        }
    }
    let kings = |color| (board.kings() & board.by_color(color)).count();
    if kings(Color::White) != 1 || kings(Color::Black) != 1 {
        return None;
    }
    Some(FontDiagram { len: end, board })
}

/// Whether `at` is the end of `bytes` or white space.
fn apart(bytes: &[u8], at: usize) -> bool {
    bytes.get(at).is_none_or(u8::is_ascii_whitespace)
}

/// `at` past the white space there (line breaks included: a PDF's text
/// gives a rank a line, or all on one).
fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    // No further than a blank line's worth: a frame's parts stand close.
    let limit = at + 8;
    while at < limit && bytes.get(at).is_some_and(u8::is_ascii_whitespace) {
        at += 1;
    }
    at
}

/// The square printed at `at` (a light one, or a `dark` one), and its
/// length; `None` when what stands there is no square of that colour.
fn square_at(bytes: &[u8], at: usize, dark: bool) -> Option<(Option<Piece>, usize)> {
    let c = *bytes.get(at)?;
    match (c, dark) {
        (b'-', false) | (b'+', true) => return Some((None, 1)),
        (b'-' | b'+', _) => return None,
        _ => {}
    }
    if dark {
        let role = mark_role(c)?;
        let piece = piece_of(*bytes.get(at + 1)?)?;
        (piece.role == role).then_some((Some(piece), 2))
    } else {
        Some((Some(piece_of(c)?), 1))
    }
}

/// The role whose dark-square mark is `c`.
fn mark_role(c: u8) -> Option<Role> {
    Some(match c {
        b'z' => Role::Pawn,
        b's' => Role::Knight,
        b'v' => Role::Bishop,
        b't' => Role::Rook,
        b'w' => Role::Queen,
        b'm' => Role::King,
        _ => return None,
    })
}

/// The piece whose letter is `c` (upper case White, lower case Black).
fn piece_of(c: u8) -> Option<Piece> {
    let role = match c.to_ascii_lowercase() {
        b'p' => Role::Pawn,
        b'n' => Role::Knight,
        b'l' => Role::Bishop,
        b'r' => Role::Rook,
        b'q' => Role::Queen,
        b'k' => Role::King,
        _ => return None,
    };
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    Some(Piece::new(color, role))
}

#[cfg(test)]
mod tests {
    use super::*;
    use forsyth_core::Fen;

    /// The diagram of docplayer.cz's text of "Šachy v Uherském Hradišti
    /// (1912-1944)" after 7...Jxe5?? of Mayerhöfer – Kapička, 1912
    /// (tests/data/pages/cs-docplayer-sachy-uherske-hradiste.txt).
    const KAPICKA: &str = "XIIIIIIIIY 9r+lwqk+-tr0 9zppzppvl-zpp0 9-+-+-sn-+0 \
        9+L+-snp+-0 9-+-sN-+-+0 9+-+-+-+-0 9PzPP+-zPPzP0 9tRNvLQ+RmK-0";

    /// `board` in the font's text: ranks a line, numbered or not, from
    /// White's side or Black's, with the frame's bottom or not.
    fn printed(board: &Board, numbers: bool, flipped: bool, bottom: bool) -> String {
        let mut out = String::from(TOP);
        for row in 0..8u32 {
            let rank = if flipped { row } else { 7 - row };
            out.push('\n');
            out.push(if numbers {
                char::from(b'1' + rank as u8)
            } else {
                '9'
            });
            for column in 0..8u32 {
                let file = if flipped { 7 - column } else { column };
                let dark = (row + column) % 2 == 1;
                match board.piece_at(Square::new(rank * 8 + file)) {
                    None => out.push(if dark { '+' } else { '-' }),
                    Some(piece) => {
                        let i = piece.role as usize;
                        if dark {
                            out.push(char::from(b"zsvtwm"[i]));
                        }
                        let letter = char::from(b"pnlrqk"[i]);
                        out.push(if piece.color == Color::White {
                            letter.to_ascii_uppercase()
                        } else {
                            letter
                        });
                    }
                }
            }
            out.push('0');
        }
        if bottom {
            out.push_str(if flipped {
                "\nxhgfedcbay"
            } else {
                "\nxabcdefghy"
            });
        }
        out
    }

    fn board(fen: &str) -> Board {
        *Fen::parse_lenient(fen, None).unwrap().0.board()
    }

    #[test]
    fn a_pdfs_diagram_on_one_line_reads_as_the_position_of_the_game() {
        let d = read(format!("{KAPICKA} 8.Je6").as_bytes()).unwrap();
        assert_eq!(d.len, KAPICKA.len());
        // 1.e4 e5 2.Nf3 Nc6 3.Bb5 f5 4.d4 exd4 5.Nxd4 Nf6 6.O-O Be7 7.e5
        // Nxe5.
        assert_eq!(
            d.board.board_fen(),
            "r1bqk2r/ppppb1pp/5n2/1B2np2/3N4/8/PPP2PPP/RNBQ1RK1"
        );
    }

    #[test]
    fn ranks_a_line_numbered_or_not_from_either_side_read_back() {
        for fen in [
            // Ivanchuk – Kasparov, Linares 1991, after 15.b4.
            "2rqk2r/1p1bbp2/p2ppp2/8/PPPQP2p/2N2N1P/5PP1/R4R1K b k - 0 15",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "8/8/4k3/8/2B5/8/4K3/8 b - - 0 1",
        ] {
            let want = board(fen);
            for (numbers, flipped, bottom) in [
                (false, false, false),
                (true, false, true),
                (false, false, true),
                (true, true, false),
                (false, true, true),
                (true, true, true),
            ] {
                let text = printed(&want, numbers, flipped, bottom);
                let d = read(format!("{text}\n15...a5").as_bytes())
                    .unwrap_or_else(|| panic!("not read:\n{text}"));
                assert_eq!(d.board, want, "{text}");
                assert_eq!(d.len, text.len());
            }
        }
    }

    #[test]
    fn squares_of_the_wrong_colour_or_a_broken_frame_are_no_diagram() {
        // A dark square's mark on a light square.
        assert!(read(KAPICKA.replacen("9r+l", "9zp+l", 1).as_bytes()).is_none());
        // A mark that is not its piece's (`s` is the knight's).
        assert!(read(KAPICKA.replacen("wqk", "sqk", 1).as_bytes()).is_none());
        // Seven ranks.
        assert!(read(&KAPICKA.as_bytes()[..KAPICKA.rfind(" 9").unwrap()]).is_none());
        // Glued to what follows.
        assert!(read(format!("{KAPICKA}8.Je6").as_bytes()).is_none());
        // No king of one side.
        assert!(read(KAPICKA.replacen("RmK-0", "R+-0", 1).as_bytes()).is_none());
        // Numbers out of order; numbers and files that disagree.
        let start = board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
        let text = printed(&start, true, false, false);
        assert!(read(text.replacen("\n7", "\n6", 1).as_bytes()).is_none());
        assert!(read(format!("{text}\nxhgfedcbay").as_bytes()).is_none());
        assert!(read(b"XIIIIIIIIYZ").is_none());
        assert!(read(b"XIIIIIIIIY").is_none());
        assert!(read(b"XIIIIIIIIY 9r+l").is_none());
    }
}
