//! `forsyth check`'s engine side by side with pgn-reader + shakmaty, quick:
//! runs both in turn and prints the median times and the games-per-second
//! ratio (the `check` benchmark does the same with criterion, slower).
//!
//! `cargo run --release -p forsyth-notation --example versus -- FILE [RUNS]`

use std::{fs::File, io::BufReader, ops::ControlFlow, path::Path, time::Instant};

use forsyth_notation::{analysis::LanguageChoice, check::check_pgn, locale::Locales};
use pgn_reader::{Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Position};

struct Replay {
    moves: u64,
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
                    self.moves += 1;
                }
                Err(_) => *pos = None,
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut Option<Chess>) -> ControlFlow<(), Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, _: Option<Chess>) {}
}

fn pgn_reader_games(path: &Path) -> u64 {
    let mut reader = Reader::new(File::open(path).expect("file"));
    let mut replay = Replay { moves: 0 };
    let mut games = 0;
    while let Ok(Some(())) = reader.read_game(&mut replay) {
        games += 1;
    }
    games
}

fn forsyth_games(path: &Path, locales: &Locales, choice: LanguageChoice<'_>) -> u64 {
    let file = BufReader::with_capacity(1 << 18, File::open(path).expect("file"));
    check_pgn(file, locales, choice, |_| {})
        .expect("read")
        .games
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: versus FILE [RUNS]");
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(5);
    let path = Path::new(&path);
    let locales = Locales::embedded();
    let english = LanguageChoice::Fixed(locales.get("en").expect("en"));
    let (mut theirs, mut auto, mut en) = (Vec::new(), Vec::new(), Vec::new());
    let (mut games, mut ours) = (0, 0);
    for _ in 0..runs {
        let t = Instant::now();
        games = pgn_reader_games(path);
        theirs.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        ours = forsyth_games(path, &locales, LanguageChoice::Auto);
        auto.push(t.elapsed().as_secs_f64());
        let t = Instant::now();
        forsyth_games(path, &locales, english);
        en.push(t.elapsed().as_secs_f64());
    }
    let base = median(theirs);
    println!("games: pgn-reader {games}, forsyth {ours}");
    println!(
        "pgn-reader+shakmaty {:>7.3} s {:>9.0} games/s",
        base,
        games as f64 / base
    );
    for (name, times) in [("forsyth auto", auto), ("forsyth en", en)] {
        let t = median(times);
        println!(
            "{name:<19} {:>7.3} s {:>9.0} games/s ratio {:.2}",
            t,
            ours as f64 / t,
            (ours as f64 / t) / (games as f64 / base)
        );
    }
}
