//! Project chores: `cargo xtask <command>`.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use xtask::{grammar, l10n};

const USAGE: &str = "usage: cargo xtask <command>

commands:
  help                              this text
  l10n [--locales DIR] [--games N]  check every locale against English
                                    (default DIR: the workspace's locales/)
  l10n new LANG [--locales DIR]     scaffold DIR/LANG/ from English
  grammar [--check]                 write the VS Code grammar's letters
                                    (editors/vscode/syntaxes/letters.json)
                                    from locales/*/notation.ftl, then the
                                    grammars; --check: fail if stale
  man [DIR]                         write forsyth's manual page, one per
                                    language, to DIR (default target/man):
                                    forsyth.1 in English, forsyth.LANG.1";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("help") | Some("--help") | None => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some("l10n") => l10n_command(&args[1..]),
        Some("man") => man_command(&args[1..]),
        Some("grammar") => grammar_command(&args[1..]),
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
            "--help" | "-h" | "help" => {
                // Quietly, into a closed pipe too.
                let _ = writeln!(std::io::stdout(), "{USAGE}");
                return ExitCode::SUCCESS;
            }
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

/// Writes the letters of the VS Code grammar and the grammars, or with
/// `--check` fails when the committed letters are stale.
fn grammar_command(args: &[String]) -> ExitCode {
    let check = match args {
        [] => false,
        [flag] if flag == "--check" => true,
        [flag] if flag == "--help" || flag == "-h" => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => return usage_error("grammar takes --check at most"),
    };
    let root = l10n::workspace_root();
    let (locales, errors) = forsyth_notation::locale::Locales::from_dir(&root.join("locales"));
    if let Some(e) = errors.first() {
        eprintln!("error: {}: {}", e.path().display(), e.kind());
        return ExitCode::FAILURE;
    }
    if check {
        if grammar::stale(&root, &locales) {
            eprintln!(
                "error: {} is not the letters of locales/*/notation.ftl: run `cargo xtask grammar`",
                grammar::LETTERS_FILE
            );
            return ExitCode::FAILURE;
        }
        return ExitCode::SUCCESS;
    }
    match grammar::write(&root, &locales) {
        Ok(paths) => {
            for path in paths {
                println!("{}", path.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Writes the manual page of `forsyth` in every built-in language, as the
/// binary prints it (`forsyth man`), built first.
fn man_command(args: &[String]) -> ExitCode {
    let dir = match args {
        [] => l10n::workspace_root().join("target/man"),
        [dir] if dir != "--help" && dir != "-h" => PathBuf::from(dir),
        [_] => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => return usage_error("man takes one folder at most"),
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("error: cannot create {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let root = l10n::workspace_root();
    let built = std::process::Command::new(&cargo)
        .args(["build", "--quiet", "-p", "forsyth-cli"])
        .current_dir(&root)
        .status();
    if !built.is_ok_and(|s| s.success()) {
        eprintln!("error: forsyth-cli does not build");
        return ExitCode::FAILURE;
    }
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let binary = target.join("debug").join("forsyth");
    let locales = l10n::workspace_root().join("locales");
    let mut languages: Vec<String> = std::fs::read_dir(&locales)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.path().is_dir())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    languages.sort();
    for lang in languages {
        let page = std::process::Command::new(&binary)
            .arg("man")
            .env("FORSYTH_UI_LANG", &lang)
            .output();
        let name = if lang == "en" {
            "forsyth.1".to_owned()
        } else {
            format!("forsyth.{lang}.1")
        };
        match page {
            Ok(out) if out.status.success() => {
                if let Err(e) = std::fs::write(dir.join(&name), out.stdout) {
                    eprintln!("error: cannot write {name}: {e}");
                    return ExitCode::FAILURE;
                }
                println!("{}", dir.join(&name).display());
            }
            _ => {
                eprintln!("error: forsyth man failed for {lang}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
