//! `workspace/didChangeConfiguration` and `workspace/configuration`: the
//! `forsyth` settings section (`localeFolders`, `locale`, `notation`,
//! `style`, `spokenFiles`, `debounceMs`, `maxGameSize`, `comments`), pulled from clients that answer, read from the
//! notification otherwise.

use forsyth_notation::analysis::LanguageChoice;
use serde_json::Value;

use crate::{
    protocol::lsp,
    state::{Config, Problems},
};

/// The request for the settings section.
#[must_use]
pub fn section_request() -> Vec<lsp::ConfigurationItem> {
    vec![lsp::ConfigurationItem {
        scope_uri: None,
        section: Some("forsyth".into()),
    }]
}

/// The settings section of a client's answer, if it gave one.
#[must_use]
pub fn answered_section(values: &[Value]) -> Option<&Value> {
    values.first().filter(|v| v.is_object())
}

/// The settings section a notification pushes.
#[must_use]
pub fn pushed_section(params: lsp::DidChangeConfigurationParams) -> Value {
    params
        .settings
        .get("forsyth")
        .cloned()
        .unwrap_or(params.settings)
}

/// Applies settings; returns whether what documents are read with changed
/// (the locales, the language of messages or of moves, the longest game
/// read), so that they must
/// be read again, and what could not be used.
pub fn apply(config: &mut Config, section: &Value) -> (bool, Problems) {
    let key = |c: &Config| {
        let notation = match c.notation {
            LanguageChoice::Auto => String::new(),
            LanguageChoice::Fixed(l) => l.tag().to_owned(),
            LanguageChoice::Descriptive(l) => format!("descriptive-{}", l.tag()),
        };
        (
            std::ptr::from_ref(c.locales) as usize,
            c.messages.tag().to_owned(),
            notation,
            c.max_game_bytes,
        )
    };
    let before = key(config);
    let problems = config.apply(section);
    (before != key(config), problems)
}
