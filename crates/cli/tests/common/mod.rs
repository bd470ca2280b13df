//! Running the `forsyth` binary from the CLI's test files: one way to
//! start it, with the language of its messages chosen and the user's
//! language variables and locale folders left out, and one way to feed it
//! standard input.

#![allow(dead_code)] // each test file uses what it needs

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

/// The variables that choose the language of the messages or add locales:
/// none of the user's reach a test.
pub const LANGUAGE_VARIABLES: [&str; 6] = [
    "FORSYTH_UI_LANG",
    "LANGUAGE",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "FORSYTH_LOCALES",
];

/// The binary with `args`, its messages in `lang`.
pub fn command(lang: &str, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_forsyth"));
    command.args(args);
    for name in LANGUAGE_VARIABLES {
        command.env_remove(name);
    }
    command.env("FORSYTH_UI_LANG", lang);
    command
}

/// Runs `command` with `input` on standard input, written from another
/// thread (the binary may write before it has read everything).
pub fn output(mut command: Command, input: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the forsyth binary runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the forsyth binary ends");
    writer.join().expect("the input is written");
    output
}

/// Text the binary wrote, which must be UTF-8.
pub fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).expect("UTF-8 output")
}
