//! Text diagrams of a board, readable in a plain terminal.
//!
//! [`render`] draws a [`Board`] inside a frame, with rank numbers 8 to 1 on
//! the left and file letters underneath:
//!
//! ```text
//!   ┌────────────────────────┐
//! 8 │ ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ │
//! 7 │ ♟  ♟  ♟  ♟  ♟  ♟  ♟  ♟ │
//! 6 │    ·     ·     ·     · │
//! 5 │ ·     ·     ·     ·    │
//! 4 │    ·     ·     ·     · │
//! 3 │ ·     ·     ·     ·    │
//! 2 │ ♙  ♙  ♙  ♙  ♙  ♙  ♙  ♙ │
//! 1 │ ♖  ♘  ♗  ♕  ♔  ♗  ♘  ♖ │
//!   └────────────────────────┘
//!     a  b  c  d  e  f  g  h
//! ```
//!
//! Empty dark squares show a middle dot, empty light squares stay blank.
//! Pieces are chess figurines (U+2654–U+265F) or letters from any table
//! ([`PieceStyle::Letters`]), so a language's own piece letters and file
//! letters (Greek `α`–`θ`) plug in without touching this module. The frame is
//! box drawing or plain ASCII ([`Frame`]); the board can be flipped so that
//! Black sits at the bottom.
//!
//! Every line of a diagram has the same width, counted in characters (Unicode
//! scalar values), never in bytes: lines are padded with spaces where needed,
//! including the line of file letters.

use forsyth_core::{Board, Color, File, Piece, Rank, Role, Square};

/// How pieces are written on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceStyle {
    /// Chess figurines: White `♔♕♖♗♘♙`, Black `♚♛♜♝♞♟`.
    Figurines,
    /// Letters, indexed first by [`Color::index`] and then by
    /// [`Role::index`] (pawn, knight, bishop, rook, queen, king). A letter
    /// may be several characters long; every square is then as wide as the
    /// longest one. An empty string falls back to the FEN letter.
    Letters(Box<[[String; 6]; 2]>),
}

impl PieceStyle {
    /// English FEN letters: `PNBRQK` for White, `pnbrqk` for Black.
    #[must_use]
    pub fn fen_letters() -> PieceStyle {
        PieceStyle::Letters(Box::new(Color::ALL.map(|color| {
            Role::ALL.map(|role| Piece::new(color, role).fen_char().to_string())
        })))
    }

    /// Letters from one upper-case table (such as a language's Forsyth
    /// letters, indexed by [`Role::index`]): White as given, Black in lower
    /// case.
    #[must_use]
    pub fn from_upper_case(upper: &[String; 6]) -> PieceStyle {
        PieceStyle::Letters(Box::new([
            upper.clone(),
            upper.clone().map(|s| s.to_lowercase()),
        ]))
    }

    /// What is written for `piece`.
    fn symbol(&self, piece: Piece) -> String {
        match self {
            PieceStyle::Figurines => crate::write::figurine(piece.color, piece.role).to_string(),
            PieceStyle::Letters(table) => {
                let s = &table[piece.color.index()][piece.role.index()];
                if s.is_empty() {
                    piece.fen_char().to_string()
                } else {
                    s.clone()
                }
            }
        }
    }
}

/// The characters of the frame and of empty dark squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Frame {
    /// Box drawing (`┌─┐│└┘`), dark squares `·`.
    #[default]
    BoxDrawing,
    /// ASCII only (`+-|`), dark squares `.`: for terminals and tools that
    /// handle nothing else.
    Ascii,
}

impl Frame {
    /// Top left, top right, bottom left, bottom right, horizontal, vertical,
    /// empty dark square.
    const fn chars(self) -> [char; 7] {
        match self {
            Frame::BoxDrawing => ['┌', '┐', '└', '┘', '─', '│', '·'],
            Frame::Ascii => ['+', '+', '+', '+', '-', '|', '.'],
        }
    }
}

/// How to draw a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramOptions {
    /// The letters written under the files a to h (Latin `a`–`h` by default).
    pub file_labels: [char; 8],
    /// Figurines or letters.
    pub piece_style: PieceStyle,
    /// Black at the bottom: rank 1 on top, the h-file on the left.
    pub flipped: bool,
    /// Box drawing or ASCII.
    pub frame: Frame,
}

impl Default for DiagramOptions {
    /// Latin file letters, figurines, White at the bottom, box drawing.
    fn default() -> DiagramOptions {
        DiagramOptions {
            file_labels: File::ALL.map(File::char),
            piece_style: PieceStyle::Figurines,
            flipped: false,
            frame: Frame::BoxDrawing,
        }
    }
}

impl DiagramOptions {
    /// Pure ASCII: FEN letters and an ASCII frame, otherwise the defaults.
    #[must_use]
    pub fn ascii() -> DiagramOptions {
        DiagramOptions {
            piece_style: PieceStyle::fen_letters(),
            frame: Frame::Ascii,
            ..DiagramOptions::default()
        }
    }
}

/// Whether `sq` is a dark square (a1 is dark).
const fn is_dark(sq: Square) -> bool {
    (sq.file().index() + sq.rank().index()).is_multiple_of(2)
}

/// Pads `s` with spaces on the right to `width` characters.
fn pad(s: &str, width: usize) -> String {
    let mut out = String::from(s);
    out.extend(std::iter::repeat_n(
        ' ',
        width.saturating_sub(s.chars().count()),
    ));
    out
}

/// Draws `board` as a text diagram, one line per rank plus the frame and the
/// file letters; every line ends with `\n` and has the same width in
/// characters.
#[must_use]
pub fn render(board: &Board, options: &DiagramOptions) -> String {
    let [
        top_left,
        top_right,
        bottom_left,
        bottom_right,
        horizontal,
        vertical,
        dark,
    ] = options.frame.chars();

    // The symbols of all squares, then the width they need.
    let mut files = File::ALL;
    let mut ranks = Rank::ALL;
    ranks.reverse();
    if options.flipped {
        files.reverse();
        ranks.reverse();
    }
    let rows: Vec<(Rank, Vec<String>)> = ranks
        .iter()
        .map(|&rank| {
            let cells = files
                .iter()
                .map(|&file| {
                    let sq = Square::from_coords(file, rank);
                    match board.piece_at(sq) {
                        Some(piece) => options.piece_style.symbol(piece),
                        None if is_dark(sq) => dark.to_string(),
                        None => String::new(),
                    }
                })
                .collect();
            (rank, cells)
        })
        .collect();
    let symbol_width = rows
        .iter()
        .flat_map(|(_, cells)| cells.iter())
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(0)
        .max(1);
    // A space on each side of every symbol.
    let cell_width = symbol_width + 2;
    let inner_width = 8 * cell_width;

    let mut out = String::new();
    let rule = |left: char, right: char, out: &mut String| {
        out.push_str("  ");
        out.push(left);
        out.extend(std::iter::repeat_n(horizontal, inner_width));
        out.push(right);
        out.push('\n');
    };

    rule(top_left, top_right, &mut out);
    for (rank, cells) in &rows {
        out.push(rank.char());
        out.push(' ');
        out.push(vertical);
        for cell in cells {
            out.push(' ');
            out.push_str(&pad(cell, symbol_width));
            out.push(' ');
        }
        out.push(vertical);
        out.push('\n');
    }
    rule(bottom_left, bottom_right, &mut out);

    // File letters under the symbols, padded to the full width.
    out.push_str("   ");
    for file in files {
        out.push(' ');
        out.push_str(&pad(
            &options.file_labels[file.index()].to_string(),
            symbol_width,
        ));
        out.push(' ');
    }
    out.push(' ');
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use forsyth_core::Position;

    fn board(fen: &str) -> Board {
        *fen.parse::<Position>().expect("test FEN is valid").board()
    }

    fn assert_same_width(diagram: &str) {
        let widths: Vec<usize> = diagram.lines().map(|l| l.chars().count()).collect();
        assert!(
            widths.windows(2).all(|w| w[0] == w[1]),
            "line widths differ: {widths:?}\n{diagram}"
        );
        assert!(diagram.ends_with('\n'));
    }

    #[test]
    fn start_position_figurines() {
        let d = render(&Board::standard(), &DiagramOptions::default());
        let expected = concat!(
            "  ┌────────────────────────┐\n",
            "8 │ ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜ │\n",
            "7 │ ♟  ♟  ♟  ♟  ♟  ♟  ♟  ♟ │\n",
            "6 │    ·     ·     ·     · │\n",
            "5 │ ·     ·     ·     ·    │\n",
            "4 │    ·     ·     ·     · │\n",
            "3 │ ·     ·     ·     ·    │\n",
            "2 │ ♙  ♙  ♙  ♙  ♙  ♙  ♙  ♙ │\n",
            "1 │ ♖  ♘  ♗  ♕  ♔  ♗  ♘  ♖ │\n",
            "  └────────────────────────┘\n",
            "    a  b  c  d  e  f  g  h  \n",
        );
        assert_eq!(d, expected);
        assert_same_width(&d);
        assert_eq!(d.lines().next().map(|l| l.chars().count()), Some(28));
    }

    #[test]
    fn start_position_letters() {
        let options = DiagramOptions {
            piece_style: PieceStyle::fen_letters(),
            ..DiagramOptions::default()
        };
        let d = render(&Board::standard(), &options);
        let expected = concat!(
            "  ┌────────────────────────┐\n",
            "8 │ r  n  b  q  k  b  n  r │\n",
            "7 │ p  p  p  p  p  p  p  p │\n",
            "6 │    ·     ·     ·     · │\n",
            "5 │ ·     ·     ·     ·    │\n",
            "4 │    ·     ·     ·     · │\n",
            "3 │ ·     ·     ·     ·    │\n",
            "2 │ P  P  P  P  P  P  P  P │\n",
            "1 │ R  N  B  Q  K  B  N  R │\n",
            "  └────────────────────────┘\n",
            "    a  b  c  d  e  f  g  h  \n",
        );
        assert_eq!(d, expected);
    }

    #[test]
    fn problem_of_1881_figurines() {
        let d = render(
            &board("R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1"),
            &DiagramOptions::default(),
        );
        let expected = concat!(
            "  ┌────────────────────────┐\n",
            "8 │ ♖  ·     ·     ·     · │\n",
            "7 │ ·     ·     ♚     ·    │\n",
            "6 │    ·     ·  ♘  ·     · │\n",
            "5 │ ♔     ·  ♗  ·     ·    │\n",
            "4 │    ·     ·     ·     · │\n",
            "3 │ ·     ·     ·     ·    │\n",
            "2 │    ·     ·     ·     · │\n",
            "1 │ ·     ·     ·  ♖  ·    │\n",
            "  └────────────────────────┘\n",
            "    a  b  c  d  e  f  g  h  \n",
        );
        assert_eq!(d, expected);
        assert_same_width(&d);
    }

    #[test]
    fn problem_of_1881_ascii() {
        let d = render(
            &board("R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1"),
            &DiagramOptions::ascii(),
        );
        let expected = concat!(
            "  +------------------------+\n",
            "8 | R  .     .     .     . |\n",
            "7 | .     .     k     .    |\n",
            "6 |    .     .  N  .     . |\n",
            "5 | K     .  B  .     .    |\n",
            "4 |    .     .     .     . |\n",
            "3 | .     .     .     .    |\n",
            "2 |    .     .     .     . |\n",
            "1 | .     .     .  R  .    |\n",
            "  +------------------------+\n",
            "    a  b  c  d  e  f  g  h  \n",
        );
        assert_eq!(d, expected);
        assert!(d.is_ascii());
    }

    #[test]
    fn greek_file_letters() {
        let options = DiagramOptions {
            file_labels: ['α', 'β', 'γ', 'δ', 'ε', 'ζ', 'η', 'θ'],
            ..DiagramOptions::default()
        };
        let d = render(&Board::standard(), &options);
        let last = d.lines().last().unwrap_or_default();
        assert_eq!(last, "    α  β  γ  δ  ε  ζ  η  θ  ");
        assert_same_width(&d);
        // Greek letters are two bytes each: widths are still equal in chars.
        assert_ne!(last.len(), last.chars().count());
    }

    #[test]
    fn flipped_puts_rank_1_on_top() {
        let options = DiagramOptions {
            flipped: true,
            ..DiagramOptions::default()
        };
        let d = render(&Board::standard(), &options);
        let expected = concat!(
            "  ┌────────────────────────┐\n",
            "1 │ ♖  ♘  ♗  ♔  ♕  ♗  ♘  ♖ │\n",
            "2 │ ♙  ♙  ♙  ♙  ♙  ♙  ♙  ♙ │\n",
            "3 │    ·     ·     ·     · │\n",
            "4 │ ·     ·     ·     ·    │\n",
            "5 │    ·     ·     ·     · │\n",
            "6 │ ·     ·     ·     ·    │\n",
            "7 │ ♟  ♟  ♟  ♟  ♟  ♟  ♟  ♟ │\n",
            "8 │ ♜  ♞  ♝  ♚  ♛  ♝  ♞  ♜ │\n",
            "  └────────────────────────┘\n",
            "    h  g  f  e  d  c  b  a  \n",
        );
        assert_eq!(d, expected);
    }

    #[test]
    fn long_letters_widen_every_square() {
        let mut table = PieceStyle::fen_letters();
        if let PieceStyle::Letters(t) = &mut table {
            t[Color::White.index()][Role::Queen.index()] = "מה".to_string();
            t[Color::Black.index()][Role::Pawn.index()] = String::new();
        }
        let options = DiagramOptions {
            piece_style: table,
            ..DiagramOptions::default()
        };
        let d = render(&Board::standard(), &options);
        assert_same_width(&d);
        assert!(d.contains("8 │ r   n   b   q   k   b   n   r  │"));
        assert!(d.contains("7 │ p   p   p"), "empty letter falls back:\n{d}");
        assert!(d.contains(" מה "));
        assert!(d.ends_with("    a   b   c   d   e   f   g   h   \n"));
    }

    #[test]
    fn upper_case_table() {
        let greek = ["", "Ι", "Α", "Π", "Β", "Ρ"].map(String::from);
        let options = DiagramOptions {
            piece_style: PieceStyle::from_upper_case(&greek),
            ..DiagramOptions::default()
        };
        let d = render(&Board::standard(), &options);
        assert!(d.contains("8 │ π  ι  α  β  ρ  α  ι  π │"));
        assert!(d.contains("1 │ Π  Ι  Α  Β  Ρ  Α  Ι  Π │"));
        // No pawn letter in the table: FEN letters instead.
        assert!(d.contains("2 │ P  P  P"));
        assert!(d.contains("7 │ p  p  p"));
    }
}
