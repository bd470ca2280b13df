//! The language the command line speaks, chosen once at start-up from the
//! environment.
//!
//! 1. [`UI_LANG_ENV`] (`FORSYTH_UI_LANG`), when set, decides alone: a tag such
//!    as `el` or `de_AT.UTF-8`; a language forsyth does not know means
//!    English, and a notation-only language (no `messages.ftl`: Dutch,
//!    Polish, …) shows English messages with its own notation words.
//! 2. Otherwise the POSIX variables, read the way GNU gettext reads them:
//!    `LANGUAGE`, a colon-separated list (`it:de`), gives the first language
//!    in it that has messages; then the locale, the first of `LC_ALL`,
//!    `LC_MESSAGES` and `LANG` that is set (`el_GR.UTF-8` → `el`).
//!    As in gettext, a locale set explicitly to `C` or `POSIX`
//!    (`LC_ALL=C forsyth …`, the usual way scripts ask for untranslated
//!    output) means English even when `LANGUAGE` names another language.
//! 3. English when nothing is set or nothing matches.
//!
//! Locales come from [`Locales::load`]: the embedded ones and any in the
//! folders named by `FORSYTH_LOCALES`; `main` adds those of `--locales DIR`
//! and chooses again, so a locale there can add or override the messages'
//! language too.

use forsyth_notation::locale::{Locale, Locales};

use crate::messages::Messages;

/// The environment variable that chooses the language of the messages,
/// before the POSIX ones.
pub const UI_LANG_ENV: &str = "FORSYTH_UI_LANG";

/// The messages in the language the environment asks for, among `locales`.
pub fn messages_from_env(locales: &Locales) -> Messages {
    Messages::new(choose(locales, |name| std::env::var(name).ok()).cloned())
}

/// The locale for the environment that `var` reads (see the module
/// documentation); `None` only if there is not even an English locale.
pub fn choose(locales: &Locales, var: impl Fn(&str) -> Option<String>) -> Option<&Locale> {
    let set = |name: &str| var(name).filter(|value| !value.trim().is_empty());
    let find = |tag: Option<String>| tag.and_then(|t| locales.get(&t));
    let english = || locales.get("en");

    if let Some(value) = set(UI_LANG_ENV) {
        return find(tag_of(&value)).or_else(english);
    }
    // The POSIX locale: `None` if unset, `Some(None)` if C or POSIX.
    let posix = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(set)
        .map(|value| tag_of(&value));
    if !matches!(posix, Some(None)) {
        let listed = set("LANGUAGE").and_then(|list| {
            list.split(':')
                .filter_map(|entry| locales.get(&tag_of(entry)?))
                .next()
        });
        if listed.is_some() {
            return listed;
        }
    }
    find(posix.flatten()).or_else(english)
}

/// The language tag in a POSIX locale name: `el_GR.UTF-8` → `el-GR`,
/// `de_DE@euro` → `de-DE`; `None` for `C`, `POSIX` (`C.UTF-8`) and empty
/// names.
fn tag_of(name: &str) -> Option<String> {
    let tag = name.trim().split(['.', '@']).next().unwrap_or_default();
    if tag.is_empty() || tag == "C" || tag == "POSIX" {
        None
    } else {
        Some(tag.replace('_', "-"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tag chosen for an environment of `vars`.
    fn chosen(vars: &[(&str, &str)]) -> String {
        let locales = Locales::embedded();
        let var = |name: &str| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        };
        choose(&locales, var)
            .map(|l| l.tag().to_owned())
            .unwrap_or_default()
    }

    #[test]
    fn posix_locale_names() {
        assert_eq!(tag_of("el_GR.UTF-8").as_deref(), Some("el-GR"));
        assert_eq!(tag_of("de_DE@euro").as_deref(), Some("de-DE"));
        assert_eq!(tag_of("he").as_deref(), Some("he"));
        assert_eq!(tag_of("C"), None);
        assert_eq!(tag_of("C.UTF-8"), None);
        assert_eq!(tag_of("POSIX"), None);
        assert_eq!(tag_of(""), None);
    }

    #[test]
    fn nothing_set_is_english() {
        assert_eq!(chosen(&[]), "en");
        assert_eq!(chosen(&[("LANG", "")]), "en");
    }

    #[test]
    fn the_program_variable_comes_first() {
        assert_eq!(
            chosen(&[(UI_LANG_ENV, "el"), ("LANG", "de_DE.UTF-8")]),
            "el"
        );
        assert_eq!(chosen(&[(UI_LANG_ENV, "he_IL"), ("LANGUAGE", "it")]), "he");
        // An unknown language means English, not the next variable.
        assert_eq!(
            chosen(&[(UI_LANG_ENV, "ja"), ("LANG", "de_DE.UTF-8")]),
            "en"
        );
    }

    #[test]
    fn posix_variables_in_order() {
        assert_eq!(chosen(&[("LANG", "el_GR.UTF-8")]), "el");
        assert_eq!(chosen(&[("LC_MESSAGES", "it_IT"), ("LANG", "el_GR")]), "it");
        assert_eq!(
            chosen(&[("LC_ALL", "de_AT.UTF-8"), ("LC_MESSAGES", "it_IT")]),
            "de"
        );
        assert_eq!(chosen(&[("LANG", "ja_JP.UTF-8")]), "en");
        assert_eq!(chosen(&[("LANG", "fr_FR.UTF-8")]), "fr");
        assert_eq!(chosen(&[("LANG", "C.UTF-8")]), "en");
        assert_eq!(chosen(&[("LANG", "POSIX")]), "en");
    }

    #[test]
    fn language_lists_take_the_first_known_entry() {
        assert_eq!(chosen(&[("LANGUAGE", "he:de"), ("LANG", "el_GR")]), "he");
        assert_eq!(chosen(&[("LANGUAGE", "ja:de:it")]), "de");
        assert_eq!(chosen(&[("LANGUAGE", "ja"), ("LANG", "it_IT")]), "it");
        assert_eq!(chosen(&[("LANGUAGE", ":el_GR")]), "el");
    }

    #[test]
    fn a_notation_only_language_speaks_english_with_its_own_words() {
        assert_eq!(chosen(&[("LANG", "nl_NL.UTF-8")]), "nl");
        let locales = Locales::embedded();
        let nl = choose(&locales, |n| (n == "LANG").then(|| "nl_NL".to_owned())).unwrap();
        assert!(!nl.has_interface_messages());
        let en = locales.get("en").unwrap();
        assert_eq!(nl.message("cli-about", None), en.message("cli-about", None));
        assert_eq!(nl.side_name(forsyth_core::Color::White), "Wit");
    }

    #[test]
    fn an_explicit_c_locale_overrides_the_language_list() {
        assert_eq!(chosen(&[("LANGUAGE", "de"), ("LC_ALL", "C")]), "en");
        assert_eq!(chosen(&[("LANGUAGE", "de"), ("LANG", "C.UTF-8")]), "en");
    }
}
