//! `workspace/executeCommand`: `forsyth.translate` (the moves of the game or
//! the file in another language or notation, applied with
//! `workspace/applyEdit`), `forsyth.fen` (the FEN at a position) and
//! `forsyth.languages` (the languages the server knows).

use forsyth_notation::{
    diagnostic::{Arg, format_message},
    locale::Locale,
    write::Notation,
};
use serde_json::{Value, json};
use tower_lsp_server::jsonrpc;

use super::{Scope, hover::fen_at, invalid_params, target, translation, workspace_edit};
use crate::{
    protocol::lsp,
    state::{Config, Snapshot, parse_style},
};

/// Commands the server executes.
pub const COMMANDS: [&str; 3] = ["forsyth.translate", "forsyth.fen", "forsyth.languages"];

/// A command with its arguments read.
pub enum Command {
    /// `forsyth.translate`: edits the server asks the client to apply.
    Translate(Translate),
    /// `forsyth.fen`: the FEN at a position of a document.
    Fen {
        uri: lsp::Uri,
        position: lsp::Position,
    },
    /// `forsyth.languages`: the languages the server knows.
    Languages(Value),
}

/// What `forsyth.translate` asks for.
pub struct Translate {
    pub uri: lsp::Uri,
    locale: &'static Locale,
    /// `None`: only the letters change, as the writer wrote the rest.
    style: Option<Notation>,
    /// The file, the game at a position, or the move words of a range.
    scope: Place,
}

/// Where `forsyth.translate` writes.
enum Place {
    File,
    Game(lsp::Position),
    /// The move words a range touches, each game in its own letters.
    Selection(lsp::Range),
}

/// Reads a command and its arguments, or says in the user's language what
/// is wrong with them.
pub fn command(config: &Config, params: &lsp::ExecuteCommandParams) -> jsonrpc::Result<Command> {
    let arg = params.arguments.first().unwrap_or(&Value::Null);
    match params.command.as_str() {
        "forsyth.translate" => translate_args(config, arg).map(Command::Translate),
        "forsyth.fen" => {
            let uri = arg.get("uri").and_then(Value::as_str);
            let uri: Option<lsp::Uri> = uri.and_then(|u| u.parse().ok());
            let position: Option<lsp::Position> = arg
                .get("position")
                .and_then(|p| serde_json::from_value(p.clone()).ok());
            match (uri, position) {
                (Some(uri), Some(position)) => Ok(Command::Fen { uri, position }),
                _ => Err(bad_arguments(config, "forsyth.fen")),
            }
        }
        "forsyth.languages" => {
            let list: Vec<Value> = config
                .locales
                .iter()
                .map(|l| json!({ "code": l.tag(), "name": l.name(), "englishName": l.english_name() }))
                .collect();
            Ok(Command::Languages(Value::Array(list)))
        }
        other => Err(invalid_params(format_message(
            config.messages,
            "lsp-unknown-command",
            &[("command", Arg::Text(other.to_owned()))],
        ))),
    }
}

/// `forsyth.fen`'s answer.
#[must_use]
pub fn fen(snapshot: &Snapshot, position: lsp::Position) -> Option<Value> {
    fen_at(snapshot, snapshot.offset(position)).map(Value::String)
}

/// `forsyth.translate`'s edit, if anything changes.
#[must_use]
pub fn translate(snapshot: &Snapshot, args: &Translate) -> Option<lsp::WorkspaceEdit> {
    let scope = match args.scope {
        Place::Game(p) => Scope::Game(snapshot.offset(p)),
        Place::Selection(r) => Scope::Selection(snapshot.offset(r.start)..snapshot.offset(r.end)),
        Place::File => Scope::File,
    };
    let edits = translation(
        snapshot,
        scope,
        &target(args.locale, args.style, snapshot.config.comments),
    );
    (!edits.is_empty()).then(|| workspace_edit(snapshot, edits))
}

fn bad_arguments(config: &Config, command: &str) -> jsonrpc::Error {
    invalid_params(format_message(
        config.messages,
        "lsp-bad-arguments",
        &[("command", Arg::Text(command.to_owned()))],
    ))
}

fn translate_args(config: &Config, value: &Value) -> jsonrpc::Result<Translate> {
    let bad = || bad_arguments(config, "forsyth.translate");
    let uri: lsp::Uri = value
        .get("uri")
        .and_then(Value::as_str)
        .and_then(|u| u.parse().ok())
        .ok_or_else(bad)?;
    let lang = value.get("lang").and_then(Value::as_str).ok_or_else(bad)?;
    let style = value.get("style").and_then(Value::as_str);
    let position: Option<lsp::Position> = value
        .get("position")
        .and_then(|p| serde_json::from_value(p.clone()).ok());
    let range: Option<lsp::Range> = value
        .get("range")
        .and_then(|p| serde_json::from_value(p.clone()).ok());
    let scope = match (value.get("scope").and_then(Value::as_str), position, range) {
        (Some("game"), Some(p), _) => Place::Game(p),
        (Some("selection"), _, Some(r)) => Place::Selection(r),
        (Some("selection"), _, None) => return Err(bad()),
        _ => Place::File,
    };
    let locale = config.locales.find_by_name(lang).ok_or_else(|| {
        invalid_params(format_message(
            config.messages,
            "lsp-unknown-language",
            &[("name", Arg::Text(lang.to_owned()))],
        ))
    })?;
    let style = match style {
        None => None,
        Some(name) => Some(parse_style(name).ok_or_else(bad)?),
    };
    Ok(Translate {
        uri,
        locale,
        style,
        scope,
    })
}
