//! The two sides of the check comparison, shared by the `check` benchmark
//! and the `versus` example: pgn-reader + shakmaty replaying every mainline,
//! and forsyth's `check_pgn`, on one thread or on one per core.
//!
//! Each side counts what it does. pgn-reader + shakmaty starts each game
//! from its `[FEN]` tag (as leniently as forsyth: castling rights and en
//! passant squares the board contradicts are dropped; Chess960 castling
//! under a Chess960 `[Variant]`), leaves games under other rules alone, as
//! forsyth does, and replays the mainline until a move is illegal; forsyth
//! checks everything, variations included, and counts its error findings.
//! On plain games both count no error; on annotated collections (lessons
//! and puzzles with deliberate errors, other PGN readers' test files) both
//! count some, differently.

#![allow(dead_code)] // the benchmark and the example use what they need

use std::{fs::File, io::BufReader, ops::ControlFlow, path::Path};

use forsyth_notation::{
    analysis::{LanguageChoice, Rules},
    lint::{check_pgn, check_pgn_threads},
    locale::Locales,
};
use pgn_reader::{RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{CastlingMode, Chess, Position, PositionError, fen::Fen};

/// What one side read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    /// Games read.
    pub games: u64,
    /// Legal moves replayed: mainline moves for pgn-reader, every move of
    /// every line for forsyth.
    pub moves: u64,
    /// For pgn-reader: games stopped by an illegal or unreadable move or a
    /// `[FEN]` no lenience can read. For forsyth: error findings.
    pub errors: u64,
    /// For pgn-reader: games under other rules, not replayed, and errors of
    /// its reader (an unterminated tag or comment). For forsyth: warnings.
    pub other: u64,
}

#[derive(Default)]
struct Tags {
    /// The `[FEN]` tag, read (`Err` if it is not a FEN).
    fen: Option<Result<Fen, ()>>,
    rules: Rules,
}

/// The position of a FEN, with castling rights and an en passant square that
/// the board contradicts dropped.
fn lenient(read: Result<Chess, PositionError<Chess>>) -> Option<Chess> {
    let error = match read {
        Ok(pos) => return Some(pos),
        Err(error) => error,
    };
    let error = match error.ignore_invalid_castling_rights() {
        Ok(pos) => return Some(pos),
        Err(error) => error,
    };
    error.ignore_invalid_ep_square().ok()
}

/// Replays every mainline with shakmaty, as `forsyth check` does with its
/// own rules: counts games and legal moves, stops a game at an illegal one.
struct Replay {
    count: Count,
}

impl Visitor for Replay {
    type Tags = Tags;
    type Movetext = Option<Chess>;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), Tags> {
        ControlFlow::Continue(Tags::default())
    }

    fn tag(&mut self, tags: &mut Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        if name.eq_ignore_ascii_case(b"FEN") {
            tags.fen = Some(Fen::from_ascii(value.as_bytes()).map_err(|_| ()));
        } else if name.eq_ignore_ascii_case(b"Variant") {
            // The rules as forsyth reads the tag, so that both sides leave
            // the same games alone.
            tags.rules = Rules::of(&String::from_utf8_lossy(value.as_bytes()));
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<(), Option<Chess>> {
        let mode = match tags.rules {
            Rules::Chess => CastlingMode::Standard,
            Rules::Chess960 => CastlingMode::Chess960,
            Rules::Other => {
                self.count.other += 1;
                return ControlFlow::Continue(None);
            }
        };
        let pos = match tags.fen {
            None => Some(Chess::default()),
            Some(Ok(fen)) => lenient(fen.into_position(mode)),
            Some(Err(())) => None,
        };
        if pos.is_none() {
            self.count.errors += 1;
        }
        ControlFlow::Continue(pos)
    }

    fn san(&mut self, pos: &mut Option<Chess>, san: SanPlus) -> ControlFlow<()> {
        if let Some(p) = pos {
            match san.san.to_move(p) {
                Ok(m) => {
                    p.play_unchecked(m);
                    self.count.moves += 1;
                }
                Err(_) => {
                    self.count.errors += 1;
                    *pos = None;
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut Option<Chess>) -> ControlFlow<(), Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, _: Option<Chess>) {}
}

/// pgn-reader + shakmaty over the file at `path`.
pub fn pgn_reader(path: &Path) -> Count {
    let mut reader = Reader::new(File::open(path).expect("the PGN file"));
    let mut replay = Replay {
        count: Count::default(),
    };
    loop {
        match reader.read_game(&mut replay) {
            Ok(Some(())) => replay.count.games += 1,
            Ok(None) => break,
            // pgn-reader skips the rest of the broken line and goes on.
            Err(_) => replay.count.other += 1,
        }
    }
    replay.count
}

/// forsyth's check over the file at `path`, on `threads` worker threads (1:
/// every game on the calling thread; `None`: one per core, as `forsyth
/// check` does).
pub fn forsyth(
    path: &Path,
    locales: &Locales,
    choice: LanguageChoice<'_>,
    threads: Option<usize>,
) -> Count {
    let file = BufReader::with_capacity(1 << 18, File::open(path).expect("the PGN file"));
    let stats = match threads {
        Some(n) => check_pgn_threads(file, locales, choice, n, |_| {}),
        None => check_pgn(file, locales, choice, |_| {}),
    }
    .expect("read");
    Count {
        games: stats.games,
        moves: stats.moves,
        errors: stats.errors,
        other: stats.warnings,
    }
}
