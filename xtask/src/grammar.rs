//! `cargo xtask grammar`: the letters of every locale's `notation.ftl`, as
//! the VS Code grammar highlights them.
//!
//! It writes `editors/vscode/syntaxes/letters.json` (the piece letters
//! written or read in moves, the file letters and the capture marks of
//! every language of `locales/`, as built into forsyth), from which
//! `editors/vscode/scripts/grammars.mjs` builds the grammars, and then
//! runs that script. `cargo xtask l10n` fails when the committed file is
//! not what the locales give ([`stale`]); `npm run test:grammar` fails when
//! the grammars are not what the file gives.

use std::path::{Path, PathBuf};

use forsyth_notation::locale::Locales;

/// Where the letters go, relative to the workspace.
pub const LETTERS_FILE: &str = "editors/vscode/syntaxes/letters.json";

/// The letters of every language of `locales`, as `letters.json` holds
/// them: each list sorted and without repeats, piece letters of more than
/// one character (`Кр`, `מה`) apart and longest first, so that a regular
/// expression tries them before their first letter.
#[must_use]
pub fn letters_json(locales: &Locales) -> String {
    let mut single: Vec<char> = Vec::new();
    let mut multi: Vec<String> = Vec::new();
    let mut files: Vec<char> = Vec::new();
    let mut captures: Vec<char> = Vec::new();
    let mut tags: Vec<String> = Vec::new();
    for locale in locales.iter() {
        tags.push(locale.tag().to_owned());
        let letters = locale.letters();
        for (piece, _) in letters.readable_pieces() {
            let mut chars = piece.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => single.push(c),
                (Some(_), Some(_)) => multi.push(piece.to_owned()),
                _ => {}
            }
        }
        files.extend(letters.files);
        captures.extend(letters.capture.chars());
    }
    for list in [&mut single, &mut files, &mut captures] {
        list.sort_unstable();
        list.dedup();
    }
    multi.sort_by(|a, b| b.chars().count().cmp(&a.chars().count()).then(a.cmp(b)));
    multi.dedup();
    tags.sort();
    let chars = |list: &[char]| list.iter().collect::<String>();
    let value = serde_json::json!({
        "comment": "Written by `cargo xtask grammar` from locales/*/notation.ftl: do not edit.",
        "languages": tags,
        "pieces": chars(&single),
        "multiLetterPieces": multi,
        "files": chars(&files),
        "captures": chars(&captures),
    });
    serde_json::to_string_pretty(&value).expect("JSON of strings") + "\n"
}

/// The path of [`LETTERS_FILE`] under `root`.
#[must_use]
pub fn letters_path(root: &Path) -> PathBuf {
    root.join(LETTERS_FILE)
}

/// Whether the committed letters file under `root` differs from what
/// `locales` give (missing counts as stale).
#[must_use]
pub fn stale(root: &Path, locales: &Locales) -> bool {
    std::fs::read_to_string(letters_path(root)).ok().as_deref() != Some(&letters_json(locales))
}

/// Writes the letters file under `root`, then the grammars with `node
/// scripts/grammars.mjs`. The error says what failed.
pub fn write(root: &Path, locales: &Locales) -> Result<Vec<PathBuf>, String> {
    let path = letters_path(root);
    std::fs::write(&path, letters_json(locales))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    let vscode = root.join("editors/vscode");
    let status = std::process::Command::new("node")
        .arg("scripts/grammars.mjs")
        .current_dir(&vscode)
        .status()
        .map_err(|e| {
            format!(
                "wrote {}, but cannot run node ({e}): run `node scripts/grammars.mjs` in {}",
                path.display(),
                vscode.display()
            )
        })?;
    if !status.success() {
        return Err(format!(
            "wrote {}, but scripts/grammars.mjs failed ({status})",
            path.display()
        ));
    }
    Ok(vec![
        path,
        vscode.join("syntaxes/pgn.tmLanguage.json"),
        vscode.join("syntaxes/fen.tmLanguage.json"),
    ])
}
