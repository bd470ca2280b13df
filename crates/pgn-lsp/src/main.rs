//! `pgn-lsp`: the forsyth language server, over standard input and output.

use std::process::ExitCode;

const HELP: &str = "pgn-lsp: a language server for PGN and FEN files (forsyth)

Usage: pgn-lsp [--stdio]

Speaks the Language Server Protocol on standard input and output.
Editors start it; see the README for VS Code, Neovim, Helix and Emacs.

Options:
  --stdio     accepted for clients that pass it (stdio is the only transport)
  --version   print the version
  --help      print this help

Environment:
  FORSYTH_LOCALES   a folder of further locales (locales/<lang>/*.ftl)
";

fn main() -> ExitCode {
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--stdio" => {}
            "--version" | "-V" => {
                println!("pgn-lsp {}", env!("CARGO_PKG_VERSION"));
                return ExitCode::SUCCESS;
            }
            "--help" | "-h" => {
                print!("{HELP}");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("pgn-lsp: unknown argument {other:?}\n\n{HELP}");
                return ExitCode::from(2);
            }
        }
    }
    let (locales, errors) = pgn_lsp::load_locales();
    for e in &errors {
        eprintln!("pgn-lsp: {e}");
    }
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("pgn-lsp: cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    let status = runtime.block_on(pgn_lsp::serve_stdio(locales));
    // Work still running on the blocking pool is of no more use.
    runtime.shutdown_background();
    ExitCode::from(status)
}
