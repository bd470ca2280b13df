//! Project chores: `cargo xtask <command>`.

use std::path::PathBuf;
use std::process::ExitCode;

use xtask::l10n;

const USAGE: &str = "usage: cargo xtask <command>

commands:
  help                              this text
  l10n [--locales DIR] [--games N]  check every locale against English
                                    (default DIR: the workspace's locales/)
  l10n new LANG [--locales DIR]     scaffold DIR/LANG/ from English";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("help") | Some("--help") | None => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some("l10n") => l10n_command(&args[1..]),
        Some(other) => {
            eprintln!("error: unknown xtask command `{other}` (try `cargo xtask help`)");
            ExitCode::from(2)
        }
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("error: {message}\n\n{USAGE}");
    ExitCode::from(2)
}

fn l10n_command(args: &[String]) -> ExitCode {
    let mut dir: Option<PathBuf> = None;
    let mut games: Option<usize> = None;
    let mut positional: Vec<&str> = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--locales" => match it.next() {
                Some(d) => dir = Some(PathBuf::from(d)),
                None => return usage_error("--locales needs a folder"),
            },
            "--games" => match it.next().and_then(|n| n.parse().ok()) {
                Some(n) => games = Some(n),
                None => return usage_error("--games needs a number"),
            },
            other if other.starts_with("--") => {
                return usage_error(&format!("unknown option `{other}`"));
            }
            other => positional.push(other),
        }
    }
    let dir = dir.unwrap_or_else(|| l10n::workspace_root().join("locales"));
    match positional.as_slice() {
        [] => {
            let mut options = l10n::Options::new(dir);
            if let Some(n) = games {
                options.games_per_file = n;
            }
            let report = l10n::check(&options);
            print!("{report}");
            if report.failed() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            }
        }
        ["new", lang] => match l10n::scaffold(&dir, lang) {
            Ok(folder) => {
                println!(
                    "created {}: translate the entries marked `# {}`, then run \
                     `cargo xtask l10n` to see what is left",
                    folder.display(),
                    l10n::TODO_MARK
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
        },
        ["new"] => usage_error("`l10n new` needs a language tag"),
        _ => usage_error("unexpected arguments to `l10n`"),
    }
}
