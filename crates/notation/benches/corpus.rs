//! Finding the large real PGN file the benchmarks read.

use std::path::{Path, PathBuf};

/// The benchmark corpus: `FORSYTH_BENCH_PGN` if set, else `big.pgn` (about
/// 100 MB of real games, repeated) fetched by `shared/corpus/fetch.sh` into
/// `$TMPDIR/forsyth-corpus`, fetching it on first use.
pub fn big_pgn() -> PathBuf {
    if let Some(path) = std::env::var_os("FORSYTH_BENCH_PGN") {
        return PathBuf::from(path);
    }
    let dir = std::env::temp_dir().join("forsyth-corpus");
    let big = dir.join("big.pgn");
    if !big.exists() {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/fetch.sh");
        eprintln!("fetching the benchmark corpus with {}", script.display());
        let status = std::process::Command::new("bash")
            .arg(&script)
            .arg(&dir)
            .env("BIG_MB", "100")
            .status();
        assert!(
            matches!(status, Ok(s) if s.success()) && big.exists(),
            "no corpus: set FORSYTH_BENCH_PGN to a large PGN file, or run {} with BIG_MB=100",
            script.display()
        );
    }
    big
}
