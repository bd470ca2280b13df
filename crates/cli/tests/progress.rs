//! The progress bar of `check` (issue 15): shown on standard error when it
//! is a terminal and the input is 20 MiB or more, never otherwise, never
//! with `--quiet`. The terminal is a pseudo-terminal opened here.

mod common;

use std::{
    fs::File,
    io::Read,
    os::fd::{FromRawFd, OwnedFd},
    path::{Path, PathBuf},
    process::Stdio,
    sync::OnceLock,
};

use common::command;

/// Real games (100 lichess games) repeated past the 20 MiB the bar needs.
fn big_pgn() -> &'static Path {
    static FILE: OnceLock<PathBuf> = OnceLock::new();
    FILE.get_or_init(|| {
        let games = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/pgn/lichess-100.pgn"
        ))
        .expect("the lichess games");
        let copies = (20 << 20) / games.len() + 1;
        let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("progress-20mib.pgn");
        std::fs::write(&path, games.repeat(copies)).expect("written");
        path
    })
}

/// Runs `forsyth check ARGS FILE` with standard error on a new
/// pseudo-terminal (120 columns) and standard output to nowhere; returns
/// the exit status and what reached the terminal.
fn check_on_terminal(args: &[&str], file: &Path) -> (Option<i32>, String) {
    let (mut master, mut slave) = (0, 0);
    let size = libc::winsize {
        ws_row: 24,
        ws_col: 120,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: openpty fills in two descriptors, which are then owned here.
    let opened = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            &size,
        )
    };
    assert_eq!(opened, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: both descriptors are open and nothing else owns them.
    let (master, slave) = unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    let mut all = vec!["check"];
    all.extend_from_slice(args);
    all.push(file.to_str().expect("a UTF-8 path"));
    let mut child = command("en", &all)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::from(slave))
        .spawn()
        .expect("the forsyth binary runs");
    // The terminal's other end reads until the child has closed it (EIO).
    let reader = std::thread::spawn(move || {
        let mut master = File::from(master);
        let mut seen = Vec::new();
        let mut buffer = [0u8; 4096];
        while let Ok(n) = master.read(&mut buffer) {
            if n == 0 {
                break;
            }
            seen.extend_from_slice(&buffer[..n]);
        }
        seen
    });
    let status = child.wait().expect("the forsyth binary ends");
    let seen = reader.join().expect("the terminal is read");
    (status.code(), String::from_utf8_lossy(&seen).into_owned())
}

#[test]
fn check_shows_a_bar_on_a_terminal_and_clears_it_before_the_summary() {
    let file = big_pgn();
    let total = indicatif::HumanBytes(std::fs::metadata(file).unwrap().len()).to_string();
    let (code, terminal) = check_on_terminal(&[], file);
    assert_eq!(code, Some(0), "{terminal}");
    assert!(
        terminal.contains(&format!("/{total}")),
        "no bar over {total} on the terminal:\n{terminal:?}"
    );
    // The bar is cleared (carriage return, erase the line), then the
    // summary comes on a line of its own.
    let (bar, summary) = terminal
        .rsplit_once("\r\u{1b}[2K")
        .expect("the bar cleared");
    assert!(
        bar.contains(&format!("{total}/{total}")),
        "the bar ends full:\n{bar:?}"
    );
    assert!(
        summary.starts_with("1 file, ")
            && summary.contains(" games, ")
            && summary.ends_with(")\r\n"),
        "{summary:?}"
    );
}

#[test]
fn check_shows_no_bar_with_quiet_or_off_a_terminal() {
    let file = big_pgn();
    let (code, terminal) = check_on_terminal(&["--quiet"], file);
    assert_eq!(code, Some(0), "{terminal}");
    assert_eq!(terminal, "", "--quiet prints nothing on a clean file");
    // Standard error to a pipe: no bar, only the summary asked for.
    let run = command("en", &["check", "--summary", file.to_str().unwrap()])
        .output()
        .expect("the forsyth binary runs");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.starts_with("1 file, ") && stderr.lines().count() == 1 && !stderr.contains('\r'),
        "{stderr:?}"
    );
}
