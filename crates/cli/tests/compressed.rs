//! Compressed input (issue 15): gzip, bzip2, zstd and xz files and
//! standard input are recognised by their magic bytes and read as the
//! text they hold, by `check` and `translate` alike.

mod common;

use std::io::Write;

use common::{command, output, text};

/// A real collection, with games that have findings.
fn real() -> Vec<u8> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data");
    let mut pgn = std::fs::read(format!("{dir}/pgn/lichess-100.pgn")).unwrap();
    pgn.extend_from_slice(&std::fs::read(format!("{dir}/real/kokopu-misc.pgn")).unwrap());
    pgn
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(bytes).unwrap();
    e.finish().unwrap()
}

fn compressed(bytes: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let mut bz = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::default());
    bz.write_all(bytes).unwrap();
    let mut xz = liblzma::write::XzEncoder::new(Vec::new(), 6);
    xz.write_all(bytes).unwrap();
    // Two gzip members, as `cat a.gz b.gz` makes.
    let (a, b) = bytes.split_at(bytes.len() / 3);
    let mut two = gzip(a);
    two.extend_from_slice(&gzip(b));
    vec![
        ("gzip", gzip(bytes)),
        ("gzip-two-members", two),
        ("bzip2", bz.finish().unwrap()),
        ("zstd", zstd::stream::encode_all(bytes, 3).unwrap()),
        ("xz", xz.finish().unwrap()),
    ]
}

/// A file in the test's scratch folder.
fn scratch(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("compressed");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn check_and_translate_read_compressed_files_and_input() {
    let pgn = real();
    let plain = scratch("plain.pgn", &pgn);
    let plain_path = plain.to_str().unwrap();
    let check = |path: &str| output(command("en", &["check", "--format", "json", path]), b"");
    let expected = check(plain_path);
    assert_eq!(
        expected.status.code(),
        Some(1),
        "the real files have findings"
    );
    let expected_check = text(expected.stdout).replace(plain_path, "FILE");
    let translate = output(command("en", &["translate", "--to", "de", plain_path]), b"");
    let expected_translation = translate.stdout;
    for (kind, bytes) in compressed(&pgn) {
        // Named `.pgn`: the magic bytes decide, not the name.
        let file = scratch(&format!("{kind}.pgn"), &bytes);
        let path = file.to_str().unwrap();
        let run = check(path);
        assert_eq!(run.status.code(), Some(1), "{kind}: {}", text(run.stderr));
        assert_eq!(
            text(run.stdout).replace(path, "FILE"),
            expected_check,
            "{kind}"
        );
        let run = output(command("en", &["translate", "--to", "de", path]), b"");
        assert!(
            run.stdout == expected_translation,
            "{kind}: translation differs"
        );
        // Standard input too.
        let run = output(command("en", &["translate", "--to", "de"]), &bytes);
        assert!(
            run.stdout == expected_translation,
            "{kind} on standard input"
        );
    }
}

#[test]
fn a_truncated_compressed_file_is_an_error_naming_it() {
    let bytes = gzip(&real());
    let file = scratch("truncated.pgn.gz", &bytes[..bytes.len() / 2]);
    let path = file.to_str().unwrap();
    let run = output(command("en", &["check", path]), b"");
    assert_eq!(run.status.code(), Some(2));
    let stderr = text(run.stderr);
    assert!(stderr.contains("truncated.pgn.gz"), "{stderr}");
}
