//! The two sides of the check comparison, shared by the `check` benchmark
//! and the `versus` example: pgn-reader + shakmaty replaying every mainline,
//! and forsyth's `check_pgn`.

use std::{fs::File, io::BufReader, ops::ControlFlow, path::Path};

use forsyth_notation::{analysis::LanguageChoice, check::check_pgn, locale::Locales};
use pgn_reader::{Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Position};

/// What one side read: games, legal mainline moves, and errors (for
/// pgn-reader, games stopped by an illegal move; for forsyth, its error
/// findings).
#[derive(Clone, Copy, Debug, Default)]
pub struct Count {
    pub games: u64,
    pub moves: u64,
    pub errors: u64,
}

/// Replays every mainline with shakmaty, as `forsyth check` does with its
/// own rules: counts games and legal moves, stops a game at an illegal one.
struct Replay {
    count: Count,
}

impl Visitor for Replay {
    type Tags = ();
    type Movetext = Option<Chess>;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<(), Option<Chess>> {
        ControlFlow::Continue(Some(Chess::default()))
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
    while let Ok(Some(())) = reader.read_game(&mut replay) {
        replay.count.games += 1;
    }
    replay.count
}

/// forsyth's check over the file at `path`.
pub fn forsyth(path: &Path, locales: &Locales, choice: LanguageChoice<'_>) -> Count {
    let file = BufReader::with_capacity(1 << 18, File::open(path).expect("the PGN file"));
    let stats = check_pgn(file, locales, choice, |_| {}).expect("read");
    Count {
        games: stats.games,
        moves: stats.moves,
        errors: stats.errors,
    }
}
