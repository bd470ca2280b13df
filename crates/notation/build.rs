//! Finds the languages to embed: every folder of the workspace's `locales/`
//! that holds a `notation.ftl` (and, when it has one, its `messages.ftl`).
//! Writes `$OUT_DIR/embedded_locales.rs`, a slice of
//! `locale::source::Embedded` with the files' text through `include_str!`,
//! so that a new language is a new folder and no list in the code.
//!
//! Folders whose name starts with `.` are skipped, as the run-time loader
//! skips them. A folder without `notation.ftl` is not a language: it is
//! named in a build warning and left out.

use std::{env, fmt::Write as _, fs, path::Path};

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let locales = Path::new(&manifest).join("../../locales");
    // A directory: cargo looks at every file under it.
    println!("cargo:rerun-if-changed={}", locales.display());
    println!("cargo:rerun-if-changed=build.rs");

    let mut tags: Vec<String> = fs::read_dir(&locales)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", locales.display()))
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .filter_map(|e| e.file_name().to_str().map(str::to_owned))
        .filter(|name| !name.starts_with('.'))
        .collect();
    tags.sort();

    let mut out = String::from("&[\n");
    for tag in &tags {
        let folder = locales.join(tag);
        let notation = folder.join("notation.ftl");
        if !notation.is_file() {
            println!(
                "cargo:warning=locales/{tag} has no notation.ftl: it is not embedded as a language"
            );
            continue;
        }
        let messages = folder.join("messages.ftl");
        let path = |p: &Path| {
            p.canonicalize()
                .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
                .to_str()
                .unwrap_or_else(|| panic!("{} is not UTF-8", p.display()))
                .to_owned()
        };
        let (messages, ids) = if messages.is_file() {
            let text = fs::read_to_string(&messages)
                .unwrap_or_else(|e| panic!("{}: {e}", messages.display()));
            let ids: Vec<String> = message_ids(&text).into_iter().map(str::to_owned).collect();
            (format!("Some(include_str!({:?}))", path(&messages)), ids)
        } else {
            ("None".to_owned(), Vec::new())
        };
        writeln!(
            out,
            "    Embedded {{ tag: {tag:?}, notation: include_str!({:?}), messages: {messages}, message_ids: &{ids:?} }},",
            path(&notation)
        )
        .expect("writing to a String");
    }
    out.push_str("]\n");

    let dest =
        Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("embedded_locales.rs");
    fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

/// The ids of the messages (not terms) that the lines of a `messages.ftl`
/// define, `id =` at the start of a line, sorted: whether the file defines
/// a message is known without parsing it (a test holds them to the ids
/// Fluent parses).
fn message_ids(text: &str) -> Vec<&str> {
    let mut ids: Vec<&str> = text
        .lines()
        .filter_map(|line| {
            let bytes = line.as_bytes();
            if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
                return None;
            }
            let end = bytes
                .iter()
                .position(|&b| !(b.is_ascii_alphanumeric() || b == b'_' || b == b'-'))
                .unwrap_or(bytes.len());
            line[end..]
                .trim_start_matches([' ', '\t'])
                .starts_with('=')
                .then(|| &line[..end])
        })
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}
