//! `cargo xtask l10n`: checks every locale against English, and scaffolds
//! new ones.
//!
//! Modelled on Mozilla's compare-locales, plus the `$variable` check it
//! lacks and checks of the notation letters and of real translations:
//!
//! * **messages** — in `notation.ftl` and `messages.ftl` of every locale,
//!   every message, term and attribute of `en` exists (missing) and no other
//!   (obsolete); the file parses (syntax error); each pattern uses the same
//!   `$variables` as English; selects on plural categories have every
//!   category of the language (a warning when `*[other]` covers the rest); a
//!   message still marked `# TODO(l10n)` is not translated, nor one whose
//!   words are still English's (unless marked `# l10n: same as English`),
//!   nor one of a file that is word for word another locale's (a folder
//!   copied from `it` to start `fr`). `messages.ftl` may be left out: the
//!   locale is then a notation-only language, whose interface is English's;
//!   the summary says which locales are complete, with their interface or
//!   notation only;
//! * **notation** — the product's loader refuses letters that collide with
//!   the syntax of moves (a capture mark that is a file letter, a digit, a
//!   check mark or part of a piece letter; castling the reader does not read
//!   as castling; …), and each of its errors is a failure here; then, from
//!   the letter table the loader reads: piece letters present, unique and
//!   unlike file letters (the locale's and Latin `a`–`h`), castling, results
//!   and the capture mark;
//!   eight distinct file letters; Forsyth letters with both cases, or piece
//!   lists where the script has none; no invisible bidi or zero-width
//!   characters; no letter from another script (look-alikes such as a Latin
//!   `P` among Greek letters);
//! * **behaviour** — real games translated from English into the locale and
//!   back are byte-identical, translations between every pair of locales
//!   give the same moves, and language detection names the locale.
//!
//! Every finding names its file, line and message id.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use forsyth_core::{Move, Role};
use forsyth_notation::analysis::{Analysis, LanguageChoice};
use forsyth_notation::letters::Letters;
use forsyth_notation::locale::{
    LanguageIdentifier, Locale, LocaleErrorKind, Locales, role_keyword,
};
use forsyth_notation::translate::{TextTranslator, render_move};
use forsyth_notation::write::{Notation, Target};

/// The mark put above each message a translator still has to translate.
pub const TODO_MARK: &str = "TODO(l10n)";

/// The mark a translator puts above a message whose English words are right
/// in the translation too (`En passant: { $square }` in German), so that it
/// is not reported as untranslated.
pub const SAME_MARK: &str = "l10n: same as English";

/// The share of a file's messages (in per cent) that, written word for word
/// as in another locale, makes the file a copy of that locale (a folder
/// copied from `it` to start `fr`, its words still Italian).
pub const COPY_SHARE: usize = 80;

/// The two files of a locale, in the order they are checked.
pub const FILES: [&str; 2] = ["notation.ftl", "messages.ftl"];

/// The reference locale.
pub const REFERENCE: &str = "en";

pub use crate::report::{Completeness, Finding, Severity};

/// One line of the summary table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub tag: String,
    /// Messages (and terms) of `en` the locale translates.
    pub translated: usize,
    /// Messages (and terms) of `en`: those of `notation.ftl`, and those of
    /// `messages.ftl` when the locale has one.
    pub total: usize,
    /// Whether the locale has a `messages.ftl` (else its interface is
    /// English's).
    pub interface: bool,
    /// How complete it is.
    pub complete: Completeness,
    /// The locale loads and its letters pass every notation check.
    pub notation: bool,
    /// Round trip through English and translations to every other locale
    /// (`None` when not checked).
    pub round_trip: Option<bool>,
    /// Language detection (`None` when not checked).
    pub detection: Option<bool>,
}

/// What [`check`] found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub findings: Vec<Finding>,
    pub rows: Vec<Row>,
}

impl Report {
    /// Whether any finding is a failure.
    #[must_use]
    pub fn failed(&self) -> bool {
        self.failures().next().is_some()
    }

    /// The failures.
    pub fn failures(&self) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .filter(|f| f.severity == Severity::Failure)
    }

    /// The summary table.
    #[must_use]
    pub fn table(&self) -> String {
        let mark = |ok: Option<bool>| match ok {
            Some(true) => "✓",
            Some(false) => "✗",
            None => "–",
        };
        let mut out = String::new();
        out.push_str(&format!(
            "{:<8} {:>10}  {:<14} {:<9} {:<11} {}\n",
            "locale", "messages", "complete", "notation", "round trip", "detection"
        ));
        for row in &self.rows {
            let messages = format!("{}/{}", row.translated, row.total);
            out.push_str(&format!(
                "{:<8} {:>10}  {:<14} {:<9} {:<11} {}\n",
                row.tag,
                messages,
                row.complete.label(),
                mark(Some(row.notation)),
                mark(row.round_trip),
                mark(row.detection)
            ));
        }
        out
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut findings: Vec<&Finding> = self.findings.iter().collect();
        findings.sort_by(|a, b| (a.severity, &a.path, a.line).cmp(&(b.severity, &b.path, b.line)));
        for finding in findings {
            writeln!(f, "{finding}")?;
        }
        if !self.findings.is_empty() {
            writeln!(f)?;
        }
        f.write_str(&self.table())?;
        let failures = self.failures().count();
        let warnings = self.findings.len() - failures;
        writeln!(f, "\n{failures} failure(s), {warnings} warning(s)")
    }
}

/// What to check.
#[derive(Clone, Debug)]
pub struct Options {
    /// A folder of locale folders (`en`, `de`, …).
    pub locales_dir: PathBuf,
    /// PGN files of English games for the behaviour checks (none: skipped).
    pub pgn_files: Vec<PathBuf>,
    /// How many games of each file to use.
    pub games_per_file: usize,
}

impl Options {
    /// The workspace's locales and PGN samples, 30 games a file.
    #[must_use]
    pub fn workspace() -> Options {
        Options::new(workspace_root().join("locales"))
    }

    /// The locales in `dir`, with the workspace's PGN samples.
    #[must_use]
    pub fn new(dir: PathBuf) -> Options {
        Options {
            locales_dir: dir,
            pgn_files: workspace_pgn_files(),
            games_per_file: 30,
        }
    }
}

/// Whether `a` and `b` name the same folder.
fn same_folder(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// The workspace root (the parent of the xtask crate).
#[must_use]
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// `tests/data/pgn/*.pgn`, sorted.
#[must_use]
pub fn workspace_pgn_files() -> Vec<PathBuf> {
    let dir = workspace_root().join("tests/data/pgn");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

// ---------------------------------------------------------------------------
// Reading Fluent files

/// One pattern's facts: its variables and its selects.
#[derive(Clone, Debug, Default)]
struct PatternInfo {
    variables: BTreeSet<String>,
    /// Messages it refers to (`id` or `id.attribute`): their variables are
    /// the caller's too.
    references: BTreeSet<String>,
    /// Per select: its variant keys and the default key.
    selects: Vec<(Vec<String>, String)>,
}

/// One message or term.
#[derive(Clone, Debug)]
struct EntryInfo {
    line: usize,
    /// `""` for the value, else the attribute name.
    patterns: BTreeMap<String, PatternInfo>,
    todo: bool,
    /// Marked `# l10n: same as English`.
    same: bool,
    /// The value and attributes, comments aside, in a form that compares
    /// equal exactly when two translations say the same.
    text: String,
    /// Whether the text has words to translate: a run of two letters or
    /// more outside placeables that is not an upper-case abbreviation (FEN,
    /// NAG). `FEN: { $fen }` and `{ "; " }` have none.
    words: bool,
}

/// A parsed `.ftl` file.
#[derive(Clone, Debug, Default)]
struct FileInfo {
    entries: BTreeMap<String, EntryInfo>,
    /// Syntax errors: line, entry id if known, reason.
    junk: Vec<(usize, Option<String>, String)>,
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The identifier (`-term` included) a line defines, if it starts an entry.
fn defined_id(line: &str) -> Option<&str> {
    let body = line.strip_prefix('-').unwrap_or(line);
    if !body.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let end = line
        .char_indices()
        .skip(1)
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .map_or(line.len(), |(i, _)| i);
    line[end..]
        .trim_start_matches([' ', '\t'])
        .starts_with('=')
        .then(|| &line[..end])
}

/// Where each id is first defined (1-based lines).
fn definition_lines(text: &str) -> HashMap<String, usize> {
    let mut lines = HashMap::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(id) = defined_id(line) {
            lines.entry(id.to_owned()).or_insert(i + 1);
        }
    }
    lines
}

fn inline_info(e: &ast::InlineExpression<&str>, info: &mut PatternInfo) {
    use ast::InlineExpression as I;
    match e {
        I::VariableReference { id } => {
            info.variables.insert(id.name.to_owned());
        }
        I::FunctionReference { arguments, .. }
        | I::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_info(a, info);
            }
            for a in &arguments.named {
                inline_info(&a.value, info);
            }
        }
        I::Placeable { expression } => expression_info(expression, info),
        I::MessageReference { id, attribute } => {
            let attribute = attribute.as_ref().map_or("", |a| a.name);
            info.references.insert(full_id(id.name, attribute));
        }
        _ => {}
    }
}

fn expression_info(e: &ast::Expression<&str>, info: &mut PatternInfo) {
    match e {
        ast::Expression::Inline(i) => inline_info(i, info),
        ast::Expression::Select { selector, variants } => {
            inline_info(selector, info);
            let mut keys = Vec::new();
            let mut default = String::new();
            for v in variants {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => (*name).to_owned(),
                    ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
                };
                if v.default {
                    default.clone_from(&key);
                }
                keys.push(key);
                pattern_info(&v.value, info);
            }
            info.selects.push((keys, default));
        }
    }
}

fn pattern_info(p: &ast::Pattern<&str>, info: &mut PatternInfo) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_info(expression, info);
        }
    }
}

/// The identifier (`-term` included) a line starts with, if any.
fn leading_identifier(line: &str) -> Option<String> {
    let body = line.strip_prefix('-').unwrap_or(line);
    if !body.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let end = line
        .char_indices()
        .skip(1)
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .map_or(line.len(), |(i, _)| i);
    Some(line[..end].to_owned())
}

fn read_ftl(text: &str) -> FileInfo {
    let lines = definition_lines(text);
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((r, errors)) => {
            let mut info = entries_of(&r, &lines);
            info.junk = errors
                .iter()
                .map(|e| {
                    let id = e
                        .slice
                        .as_ref()
                        .and_then(|s| text.get(s.clone()))
                        .and_then(|s| {
                            s.lines()
                                .find(|l| !l.trim().is_empty() && !l.starts_with('#'))
                                .and_then(leading_identifier)
                        })
                        .or_else(|| match &e.kind {
                            fluent_syntax::parser::ErrorKind::ExpectedMessageField { entry_id } => {
                                Some(entry_id.clone())
                            }
                            _ => None,
                        });
                    (line_of(text, e.pos.start), id, e.kind.to_string())
                })
                .collect();
            return info;
        }
    };
    entries_of(&resource, &lines)
}

fn entries_of(resource: &ast::Resource<&str>, lines: &HashMap<String, usize>) -> FileInfo {
    let mut file = FileInfo::default();
    for entry in &resource.body {
        let (id, value, attributes, comment) = match entry {
            ast::Entry::Message(m) => (
                m.id.name.to_owned(),
                m.value.as_ref(),
                &m.attributes,
                m.comment.as_ref(),
            ),
            ast::Entry::Term(t) => (
                format!("-{}", t.id.name),
                Some(&t.value),
                &t.attributes,
                t.comment.as_ref(),
            ),
            _ => continue,
        };
        let mut patterns = BTreeMap::new();
        if let Some(value) = value {
            let mut info = PatternInfo::default();
            pattern_info(value, &mut info);
            patterns.insert(String::new(), info);
        }
        for a in attributes {
            let mut info = PatternInfo::default();
            pattern_info(&a.value, &mut info);
            patterns.insert(a.id.name.to_owned(), info);
        }
        let todo = comment.is_some_and(|c| c.content.iter().any(|l| l.contains(TODO_MARK)));
        let same = comment.is_some_and(|c| c.content.iter().any(|l| l.contains(SAME_MARK)));
        let line = lines.get(&id).copied().unwrap_or(0);
        let text = format!("{value:?} {attributes:?}");
        let mut words = false;
        for pattern in value.into_iter().chain(attributes.iter().map(|a| &a.value)) {
            words |= has_words(pattern);
        }
        file.entries.insert(
            id,
            EntryInfo {
                line,
                patterns,
                todo,
                same,
                text,
                words,
            },
        );
    }
    file
}

/// Whether a pattern's text (its variants' too) holds a word to translate:
/// two letters or more in a row, not all upper case.
fn has_words(pattern: &ast::Pattern<&str>) -> bool {
    pattern.elements.iter().any(|element| match element {
        ast::PatternElement::TextElement { value } => value
            .split(|c: char| !c.is_alphabetic())
            .any(|w| w.chars().count() >= 2 && !w.chars().all(char::is_uppercase)),
        ast::PatternElement::Placeable { expression } => match expression {
            ast::Expression::Select { variants, .. } => {
                variants.iter().any(|v| has_words(&v.value))
            }
            ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
                has_words(&ast::Pattern {
                    elements: vec![ast::PatternElement::Placeable {
                        expression: (**expression).clone(),
                    }],
                })
            }
            ast::Expression::Inline(_) => false,
        },
    })
}

/// The variables of each pattern, by `id` or `id.attribute`.
type Variables = HashMap<String, BTreeSet<String>>;

/// The variables of every pattern (`id`, `id.attribute`) of a locale's
/// files, with those of the messages it refers to, transitively.
fn variables(files: &[&FileInfo]) -> Variables {
    let mut patterns: HashMap<String, &PatternInfo> = HashMap::new();
    for file in files {
        for (id, entry) in &file.entries {
            for (attribute, pattern) in &entry.patterns {
                patterns.insert(full_id(id, attribute), pattern);
            }
        }
    }
    let mut out = HashMap::new();
    for id in patterns.keys() {
        let mut vars = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut stack = vec![id.as_str()];
        while let Some(next) = stack.pop() {
            if !seen.insert(next) {
                continue;
            }
            if let Some(p) = patterns.get(next) {
                vars.extend(p.variables.iter().cloned());
                stack.extend(p.references.iter().map(String::as_str));
            }
        }
        out.insert(id.clone(), vars);
    }
    out
}

fn full_id(id: &str, attribute: &str) -> String {
    if attribute.is_empty() {
        id.to_owned()
    } else {
        format!("{id}.{attribute}")
    }
}

/// The CLDR plural categories of a language (cardinal), for the languages
/// we know; `one` and `other` otherwise.
#[must_use]
pub fn plural_categories(language: &str) -> &'static [&'static str] {
    match language {
        "he" | "iw" => &["one", "two", "many", "other"],
        "ja" | "zh" | "ko" | "tr" | "vi" | "th" | "id" => &["other"],
        "ru" | "uk" | "pl" | "cs" | "sk" | "lt" => &["one", "few", "many", "other"],
        "ar" => &["zero", "one", "two", "few", "many", "other"],
        _ => &["one", "other"],
    }
}

const PLURAL_KEYS: [&str; 5] = ["zero", "one", "two", "few", "many"];

// ---------------------------------------------------------------------------
// The message checks

/// Checks one locale's `file` against English's; returns how many of
/// English's entries it translates.
/// What one locale's file is compared with: English's file, and the
/// messages found to be copied word for word from another locale.
struct Against<'a> {
    reference: &'a FileInfo,
    reference_path: &'a Path,
    /// Whether the file is English's own (no translation to check).
    is_reference: bool,
    /// Ids written word for word as in locale `.1`.
    copied: Option<(&'a BTreeSet<String>, &'a str)>,
}

#[allow(clippy::too_many_lines)]
fn check_messages(
    language: &str,
    path: &Path,
    file: &FileInfo,
    against: &Against<'_>,
    vars: (&Variables, &Variables),
    findings: &mut Vec<Finding>,
) -> usize {
    let (reference, reference_path) = (against.reference, against.reference_path);
    let (locale_vars, reference_vars) = vars;
    let none = BTreeSet::new();
    for (line, id, reason) in &file.junk {
        findings.push(Finding::failure(
            path,
            Some(*line),
            id.as_deref(),
            format!("Fluent syntax error: {reason}; fix the entry so the file parses"),
        ));
    }
    let mut translated = 0;
    for (id, en) in &reference.entries {
        let Some(entry) = file.entries.get(id) else {
            if is_optional_id(id) {
                // A language may print no words of its own (`printed-mate`),
                // and have no descriptive notation.
                continue;
            }
            findings.push(Finding::failure(
                path,
                None,
                Some(id),
                format!(
                    "missing: defined in {}:{} but not here; add a translation",
                    reference_path.display(),
                    en.line
                ),
            ));
            continue;
        };
        let line = Some(entry.line);
        let copied_from = against
            .copied
            .filter(|(ids, _)| ids.contains(id))
            .map(|(_, tag)| tag);
        if entry.todo {
            findings.push(Finding::failure(
                path,
                line,
                Some(id),
                format!("not translated yet: translate it and remove the `# {TODO_MARK}` mark"),
            ));
        } else if !against.is_reference
            && !entry.same
            && entry.words
            && (!is_notation_id(id) || is_optional_id(id))
            && entry.text == en.text
        {
            let advice = if is_optional_id(id) {
                "translate it from a source, or delete it: a language may print no such words \
                 and have no descriptive notation"
                    .to_owned()
            } else {
                format!(
                    "translate it, or put `# {SAME_MARK}` right above it when English's words \
                     are right here too"
                )
            };
            findings.push(Finding::failure(
                path,
                line,
                Some(id),
                format!(
                    "untranslated: the same text as {}:{}; {advice}",
                    reference_path.display(),
                    en.line
                ),
            ));
        } else if let Some(tag) = copied_from {
            findings.push(Finding::failure(
                path,
                line,
                Some(id),
                format!(
                    "untranslated: word for word the text of locale `{tag}`, as {COPY_SHARE} % \
                     or more of this file's messages are: one of the two folders was copied \
                     from the other; translate the copy"
                ),
            ));
        } else {
            translated += 1;
        }
        for attribute in en.patterns.keys() {
            let shown = full_id(id, attribute);
            if !entry.patterns.contains_key(attribute) {
                let what = if attribute.is_empty() {
                    "value"
                } else {
                    "attribute"
                };
                findings.push(Finding::failure(
                    path,
                    line,
                    Some(&shown),
                    format!("missing {what}: English has one; add it"),
                ));
                continue;
            }
            let en_vars = reference_vars.get(&shown).unwrap_or(&none);
            let vars = locale_vars.get(&shown).unwrap_or(&none);
            for v in en_vars.difference(vars) {
                findings.push(Finding::failure(
                    path,
                    line,
                    Some(&shown),
                    format!("missing variable `${v}`: English uses it; use it in the translation"),
                ));
            }
            for v in vars.difference(en_vars) {
                findings.push(Finding::failure(
                    path,
                    line,
                    Some(&shown),
                    format!(
                        "extra variable `${v}`: English has no such variable, the program \
                         never sets it; use one of English's ({})",
                        variable_list(en_vars)
                    ),
                ));
            }
        }
        for attribute in entry.patterns.keys() {
            if !en.patterns.contains_key(attribute) {
                let what = if attribute.is_empty() {
                    "value"
                } else {
                    "attribute"
                };
                findings.push(Finding::failure(
                    path,
                    line,
                    Some(&full_id(id, attribute)),
                    format!("obsolete {what}: English has none; remove it"),
                ));
            }
        }
    }
    for (id, entry) in &file.entries {
        if !reference.entries.contains_key(id) {
            findings.push(Finding::failure(
                path,
                Some(entry.line),
                Some(id),
                format!(
                    "obsolete: not in {}; remove it (or rename it to English's id)",
                    reference_path.display()
                ),
            ));
        }
        check_plurals(language, path, id, entry, findings);
    }
    translated
}

/// The ids of `file` written word for word as in one other locale's file,
/// and that locale's tag, when at least [`COPY_SHARE`] per cent of its
/// messages with words are (and at least five): a locale started as a copy
/// of another and not translated.
fn copied_ids<'a>(
    file: &FileInfo,
    others: impl Iterator<Item = (&'a str, &'a FileInfo)>,
) -> Option<(BTreeSet<String>, &'a str)> {
    let candidates: Vec<(&String, &EntryInfo)> = file
        .entries
        .iter()
        .filter(|(id, e)| e.words && !e.same && !is_notation_id(id))
        .collect();
    if candidates.len() < 5 {
        return None;
    }
    for (tag, other) in others {
        let same: BTreeSet<String> = candidates
            .iter()
            .filter(|(id, e)| other.entries.get(*id).is_some_and(|o| o.text == e.text))
            .map(|(id, _)| (*id).clone())
            .collect();
        if same.len() * 100 >= COPY_SHARE * candidates.len() {
            return Some((same, tag));
        }
    }
    None
}

fn variable_list(variables: &BTreeSet<String>) -> String {
    if variables.is_empty() {
        return "none".to_owned();
    }
    variables
        .iter()
        .map(|v| format!("${v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Selects on plural categories must list every category of the language.
fn check_plurals(
    language: &str,
    path: &Path,
    id: &str,
    entry: &EntryInfo,
    findings: &mut Vec<Finding>,
) {
    let categories = plural_categories(language);
    for (attribute, pattern) in &entry.patterns {
        for (keys, default) in &pattern.selects {
            if !keys.iter().any(|k| PLURAL_KEYS.contains(&k.as_str())) {
                continue;
            }
            let missing: Vec<&str> = categories
                .iter()
                .copied()
                .filter(|c| !keys.iter().any(|k| k == c))
                .collect();
            if missing.is_empty() {
                continue;
            }
            let shown = full_id(id, attribute);
            let list = missing.join("`, `");
            if default == "other" {
                findings.push(Finding::warning(
                    path,
                    Some(entry.line),
                    Some(&shown),
                    format!(
                        "plural select lacks `{list}` of `{language}`; the `*[other]` \
                         default covers it, add the variant if the wording differs"
                    ),
                ));
            } else {
                findings.push(Finding::failure(
                    path,
                    Some(entry.line),
                    Some(&shown),
                    format!(
                        "plural select lacks `{list}` of `{language}` and its default is \
                         `*[{default}]`, not `*[other]`; add the variants"
                    ),
                ));
            }
        }
    }
}

// ---------------------------------------------------------------------------
// The notation checks

/// Characters that must never be inside notation: bidi marks and embeddings,
/// isolates, zero-width characters, the byte order mark.
#[must_use]
pub fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}'
        | '\u{00AD}'
        | '\u{061C}'
        | '\u{FEFF}')
}

/// The script of a letter, roughly by Unicode block; `None` for anything
/// that is not a letter.
#[must_use]
pub fn script(c: char) -> Option<&'static str> {
    if !c.is_alphabetic() {
        return None;
    }
    Some(match u32::from(c) {
        0x41..=0x24F | 0x1E00..=0x1EFF => "Latin",
        0x370..=0x3FF | 0x1F00..=0x1FFF => "Greek",
        0x400..=0x52F => "Cyrillic",
        0x530..=0x58F => "Armenian",
        0x590..=0x5FF => "Hebrew",
        0x600..=0x6FF | 0x750..=0x77F => "Arabic",
        0x10A0..=0x10FF => "Georgian",
        _ => "other",
    })
}

/// Whether a message id is one a locale may leave out: the words and
/// signs of printed games (`printed-mate`) and a descriptive notation
/// (`descriptive-files`). Their words are the language's own, never
/// English's: one left as English wrote it (a scaffold's `printed-mate =
/// mate`) is untranslated.
fn is_optional_id(id: &str) -> bool {
    id.starts_with("printed-") || id.starts_with("descriptive-")
}

/// Whether a message id is one the program reads as notation.
fn is_notation_id(id: &str) -> bool {
    id.starts_with("piece-letter-")
        || id.starts_with("forsyth-letter-")
        || id.starts_with("file-")
        || id.starts_with("castle-")
        || id == "capture-mark"
        || id.starts_with("printed-")
        || id.starts_with("descriptive-")
}

const FILE_IDS: [&str; 8] = [
    "file-a", "file-b", "file-c", "file-d", "file-e", "file-f", "file-g", "file-h",
];

const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "½-½", "*"];

/// Invisible bidi or zero-width characters in the notation messages of
/// `text` (a locale's `notation.ftl`), as written. Text only: checked
/// whether the locale loads or not.
pub fn check_invisible(path: &Path, text: &str) -> Vec<Finding> {
    let mut out = Vec::new();
    let mut current: Option<&str> = None;
    for (i, line) in text.lines().enumerate() {
        if let Some(id) = defined_id(line) {
            current = Some(id);
        } else if !line.starts_with([' ', '\t']) {
            current = None;
        }
        if let Some(id) = current.filter(|id| is_notation_id(id))
            && let Some(c) = line.chars().find(|&c| is_invisible(c))
        {
            out.push(Finding::failure(
                path,
                Some(i + 1),
                Some(id),
                format!(
                    "invisible character U+{:04X} in notation: delete it (the program \
                     isolates text itself)",
                    u32::from(c)
                ),
            ));
        }
    }
    out
}

/// Checks a locale's letter table. `path` and `lines` place findings in the
/// locale's `notation.ftl`; `has_message` says whether the locale itself
/// defines a message.
pub fn check_letters(
    letters: &Letters,
    has_message: impl Fn(&str) -> bool,
    path: &Path,
    text: &str,
) -> Vec<Finding> {
    let lines = definition_lines(text);
    let mut out = Vec::new();
    let mut fail = |id: &str, message: String| {
        out.push(Finding::failure(
            path,
            lines.get(id).copied(),
            Some(id),
            message,
        ));
    };

    // Piece letters.
    let mut seen: Vec<(&str, String)> = Vec::new();
    let mut piece_letters: Vec<(String, &str)> = Vec::new();
    for role in Role::ALL {
        let id = format!("piece-letter-{}", role_keyword(role));
        let letter = letters.piece(role);
        if role != Role::Pawn && letter.is_empty() {
            fail(
                &id,
                "empty piece letter: give the letter written in moves".into(),
            );
        }
        if !letter.is_empty() {
            piece_letters.push((id, letter));
        }
    }
    for (letter, role) in &letters.extra_pieces {
        piece_letters.push((
            format!("piece-letter-extra-{}", role_keyword(*role)),
            letter.as_str(),
        ));
    }
    for (id, letter) in &piece_letters {
        if let Some((_, other)) = seen.iter().find(|(l, _)| l == letter) {
            fail(
                id,
                format!("piece letter `{letter}` is also `{other}`: each piece needs its own"),
            );
        }
        seen.push((letter, id.clone()));
        let collides = |what: &str| {
            *letter == what
                || (letter.chars().count() == 1
                    && what
                        .chars()
                        .any(|c| c.is_alphabetic() && letter.starts_with(c)))
        };
        for (i, file) in letters.files.iter().enumerate() {
            if collides(&file.to_string()) {
                fail(
                    id,
                    format!(
                        "piece letter `{letter}` is the file letter of `{}`: choose another",
                        FILE_IDS[i]
                    ),
                );
            }
        }
        for latin in 'a'..='h' {
            if !letters.files.contains(&latin) && collides(&latin.to_string()) {
                fail(
                    id,
                    format!(
                        "piece letter `{letter}` is the Latin file letter `{latin}`, read in \
                         every language: choose another"
                    ),
                );
            }
        }
        // Castling is two or three O's (or zeros) and nothing else, so a
        // piece letter O (the Estonian bishop) never meets it: a move
        // names a square too.
        for (what, form) in [("capture-mark", letters.capture.as_str())]
            .into_iter()
            .chain(RESULTS.map(|r| ("a result", r)))
        {
            if collides(form) {
                fail(
                    id,
                    format!(
                        "piece letter `{letter}` collides with {what} `{form}`: choose another"
                    ),
                );
            }
        }
    }

    // File letters.
    let distinct: BTreeSet<char> = letters.files.iter().copied().collect();
    if distinct.len() != 8 {
        fail(
            "file-a",
            "the eight file letters are not all different".into(),
        );
    }
    for (i, &file) in letters.files.iter().enumerate() {
        if let Some(latin) = ('a'..='h').position(|l| l == file)
            && latin != i
        {
            fail(
                FILE_IDS[i],
                format!(
                    "file letter `{file}` is Latin `{file}`, which every language reads as \
                     another file: choose another"
                ),
            );
        }
    }

    // Forsyth letters.
    let forsyth_ids = Role::ALL.map(|r| format!("forsyth-letter-{}", role_keyword(r)));
    if letters.forsyth.iter().all(String::is_empty) {
        let has_case = piece_letters
            .iter()
            .flat_map(|(_, l)| l.chars())
            .chain(letters.files.iter().copied())
            .any(|c| c.is_uppercase() || c.is_lowercase());
        // A move letter of several characters (Russian Кр) has no
        // one-letter Forsyth form: such a language may write piece lists.
        let long_letter = piece_letters.iter().any(|(_, l)| l.chars().count() > 1);
        if has_case && !long_letter {
            fail(
                &forsyth_ids[5],
                "no Forsyth letters, but the script has letter case: give the six \
                 upper-case letters"
                    .into(),
            );
        }
        for id in ["piece-list-header", "piece-list-pawns"] {
            if !has_message(id) {
                fail(
                    id,
                    "the script has no letter case, so positions are written as piece \
                     lists: translate this message"
                        .into(),
                );
            }
        }
    } else {
        let mut seen: Vec<&str> = Vec::new();
        for (i, letter) in letters.forsyth.iter().enumerate() {
            let id = &forsyth_ids[i];
            let mut chars = letter.chars();
            let ok = match (chars.next(), chars.next()) {
                (Some(c), None) => {
                    c.is_uppercase() && c.to_lowercase().collect::<String>() != letter.as_str()
                }
                _ => false,
            };
            if !ok {
                fail(
                    id,
                    format!(
                        "Forsyth letter `{letter}` must be one upper-case letter with a \
                         distinct lower case"
                    ),
                );
            }
            if seen.contains(&letter.as_str()) {
                fail(id, format!("Forsyth letter `{letter}` is used twice"));
            }
            seen.push(letter);
        }
    }

    // One script per letter set: the piece letters of moves, the Forsyth
    // letters and the files each (Russian writes Cyrillic pieces on Latin
    // files).
    let mut sets: Vec<Vec<(String, String)>> = vec![Vec::new(), Vec::new(), Vec::new()];
    for (id, letter) in &piece_letters {
        sets[0].push((id.clone(), (*letter).to_owned()));
    }
    for (i, letter) in letters.forsyth.iter().enumerate() {
        sets[1].push((forsyth_ids[i].clone(), letter.clone()));
    }
    for (i, file) in letters.files.iter().enumerate() {
        sets[2].push((FILE_IDS[i].to_owned(), file.to_string()));
    }
    for set in &sets {
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        for (_, letter) in set {
            for s in letter.chars().filter_map(script) {
                *counts.entry(s).or_default() += 1;
            }
        }
        let Some((&main, _)) = counts.iter().max_by_key(|&(_, n)| *n) else {
            continue;
        };
        for (id, letter) in set {
            if let Some(c) = letter
                .chars()
                .find(|&c| script(c).is_some_and(|s| s != main))
            {
                let s = script(c).unwrap_or("other");
                out.push(Finding::failure(
                    path,
                    lines.get(id.as_str()).copied(),
                    Some(id),
                    format!(
                        "`{c}` (U+{:04X}) is a {s} letter among {main} letters: a look-alike? \
                         write the {main} letter",
                        u32::from(c)
                    ),
                ));
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------
// The behaviour checks

/// The first `n` games of a PGN text: a game starts at a tag line after a
/// line that is not one.
#[must_use]
pub fn first_games(src: &[u8], n: usize) -> &[u8] {
    let mut starts = 0;
    let mut previous_was_tag = false;
    let mut offset = 0;
    for line in src.split_inclusive(|&b| b == b'\n') {
        let blank = line.iter().all(u8::is_ascii_whitespace);
        let tag = line.first() == Some(&b'[');
        if tag && !previous_was_tag {
            starts += 1;
            if starts > n {
                return &src[..offset];
            }
        }
        if !blank {
            previous_was_tag = tag;
        }
        offset += line.len();
    }
    src
}

fn moves(analyses: &[Analysis]) -> Vec<Vec<Move>> {
    analyses
        .iter()
        .map(|a| a.moves.iter().map(|r| r.mv).collect())
        .collect()
}

fn san<'l>(locale: &'l Locale) -> Target<'l> {
    Target {
        locale,
        notation: Some(Notation::San),
        isolate: false,
        comments: Default::default(),
    }
}

/// `f(0..n)` on every core, in order; each thread translates with a
/// [`TextTranslator`] of its own, prepared once for all its calls (its
/// readers of every language cost more than most texts they read).
fn par_map<T: Send>(
    n: usize,
    locales: &Locales,
    f: impl Fn(&mut TextTranslator<'_>, usize) -> T + Sync,
) -> Vec<T> {
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .min(n.max(1));
    let mut out: Vec<Option<T>> = (0..n).map(|_| None).collect();
    std::thread::scope(|scope| {
        let f = &f;
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut translator = TextTranslator::new(locales);
                    (t..n)
                        .step_by(threads)
                        .map(|i| (i, f(&mut translator, i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for handle in handles {
            for (i, value) in handle.join().expect("a check thread panicked") {
                out[i] = Some(value);
            }
        }
    });
    out.into_iter()
        .map(|v| v.expect("every index computed"))
        .collect()
}

/// Round trips, pair translations and detection of `checked` locales, on
/// one English PGN sample. Returns per checked locale (round trip ok,
/// detection ok).
fn check_behaviour(
    pgn: &Path,
    src: &[u8],
    locales: &Locales,
    checked: &[usize],
    findings: &mut Vec<Finding>,
) -> Vec<(bool, bool)> {
    let all: Vec<&Locale> = locales.iter().collect();
    let mut results = vec![(true, true); checked.len()];
    let Some(en) = all.iter().position(|l| l.tag() == REFERENCE) else {
        return results;
    };
    let (_, reference) =
        TextTranslator::new(locales).translate(src, LanguageChoice::Fixed(all[en]), &san(all[en]));
    let expected = moves(&reference);
    let line_at =
        |text: &[u8], offset: usize| text[..offset].iter().filter(|&&b| b == b'\n').count() + 1;
    let first_difference = |a: &[u8], b: &[u8]| {
        a.iter()
            .zip(b)
            .position(|(x, y)| x != y)
            .unwrap_or(a.len().min(b.len()))
    };

    let trips: Vec<(Vec<u8>, Vec<u8>)> = par_map(checked.len(), locales, |t, k| {
        let locale = all[checked[k]];
        let (out, _) = t.translate(src, LanguageChoice::Fixed(all[en]), &san(locale));
        let (back, _) = t.translate(&out, LanguageChoice::Fixed(locale), &san(all[en]));
        (out, back)
    });
    let mut texts: Vec<Vec<u8>> = Vec::new();
    for ((k, &i), (out, back)) in checked.iter().enumerate().zip(trips) {
        let locale = all[i];
        if back != src {
            let at = first_difference(src, &back);
            findings.push(Finding::failure(
                pgn,
                Some(line_at(src, at)),
                Some(locale.tag()),
                "translated from English and back, the text differs here: check the \
                 locale's letters (they must read back unambiguously)"
                    .into(),
            ));
            results[k].0 = false;
        }
        texts.push(out);
    }

    // Every pair of languages: a's text translated to b reads in b as the
    // English moves. A translation that gives b's own text byte for byte
    // reads as b's text does, read once per language here; any other is
    // read back. The pairs are shared among the cores.
    let own_reading: Vec<bool> = par_map(checked.len(), locales, |t, k| {
        let locale = all[checked[k]];
        let (_, read) = t.translate(&texts[k], LanguageChoice::Fixed(locale), &san(locale));
        moves(&read) == expected
    });
    let pairs: Vec<(usize, usize)> = (0..checked.len())
        .flat_map(|a| {
            (0..checked.len())
                .filter(move |&b| b != a)
                .map(move |b| (a, b))
        })
        .collect();
    let differing: Vec<Option<usize>> = par_map(pairs.len(), locales, |t, p| {
        let (a, b) = pairs[p];
        let (ia, ib) = (checked[a], checked[b]);
        let (out, _) = t.translate(&texts[a], LanguageChoice::Fixed(all[ia]), &san(all[ib]));
        if out == texts[b] && own_reading[b] {
            return None;
        }
        let (_, read) = t.translate(&out, LanguageChoice::Fixed(all[ib]), &san(all[ib]));
        let got = moves(&read);
        (got != expected).then(|| {
            got.iter()
                .zip(&expected)
                .position(|(g, e)| g != e)
                .unwrap_or(got.len().min(expected.len()))
        })
    });
    for (&(a, b), game) in pairs.iter().zip(differing) {
        let Some(game) = game else { continue };
        findings.push(Finding::failure(
            pgn,
            None,
            Some(all[checked[b]].tag()),
            format!(
                "translated from `{}` to `{}`, game {} gives other moves",
                all[checked[a]].tag(),
                all[checked[b]].tag(),
                game + 1
            ),
        ));
        results[b].0 = false;
    }

    let detections: Vec<Vec<Analysis>> = par_map(checked.len(), locales, |t, k| {
        let locale = all[checked[k]];
        t.translate(&texts[k], LanguageChoice::Auto, &san(locale)).1
    });
    for ((k, &i), detected) in checked.iter().enumerate().zip(detections) {
        let locale = all[i];
        for (g, analysis) in detected.iter().enumerate() {
            if analysis.language == Some(i) || analysis.moves.is_empty() {
                continue;
            }
            // Another language that writes this game the same way is as good.
            let same = analysis.language.is_some_and(|d| {
                analysis.moves.iter().all(|r| {
                    let (mut x, mut y) = (String::new(), String::new());
                    // In SAN the move's text as written plays no part.
                    render_move(r, "", &san(locale), &mut x);
                    render_move(r, "", &san(all[d]), &mut y);
                    x == y
                })
            });
            if same {
                continue;
            }
            let line = analysis
                .moves
                .first()
                .map(|r| line_at(&texts[k], r.word.start));
            let found = analysis
                .language
                .map_or("no language".to_owned(), |d| format!("`{}`", all[d].tag()));
            // Read whole, in one language, with other moves: a short text
            // both languages read legally (`1. d3 e5 2. Rd2`, an Estonian
            // knight or a Catalan king). Nothing in the text tells which;
            // detection follows its order, and that is no fault of the
            // locale.
            let whole = analysis.first_move_error.is_none()
                && !analysis
                    .diagnostics
                    .iter()
                    .any(|d| d.code == forsyth_notation::diagnostic::Code::MixedLanguages);
            if whole {
                findings.push(Finding::warning(
                    pgn,
                    line,
                    Some(locale.tag()),
                    format!(
                        "game {} translated to `{}` reads whole in {found} too, as other \
                         moves: the text cannot tell the two apart, and detection takes {found}",
                        g + 1,
                        locale.tag(),
                    ),
                ));
                continue;
            }
            findings.push(Finding::failure(
                pgn,
                line,
                Some(locale.tag()),
                format!(
                    "game {} translated to `{}` is detected as {found}: make the locale's \
                     letters more distinctive",
                    g + 1,
                    locale.tag(),
                ),
            ));
            results[k].1 = false;
        }
    }
    results
}

// ---------------------------------------------------------------------------
// Putting it together

/// The locale folders of `dir`, sorted, English first.
fn locale_folders(dir: &Path) -> Result<Vec<String>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut tags: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .filter_map(|e| e.file_name().to_str().map(str::to_owned))
        .filter(|name| !name.starts_with('.'))
        .collect();
    tags.sort_by(|a, b| (a != REFERENCE, a).cmp(&(b != REFERENCE, b)));
    Ok(tags)
}

/// Runs every check on the locales of `options.locales_dir`.
#[must_use]
pub fn check(options: &Options) -> Report {
    let dir = &options.locales_dir;
    let mut report = Report::default();
    let tags = match locale_folders(dir) {
        Ok(tags) => tags,
        Err(e) => {
            report.findings.push(Finding::failure(
                dir,
                None,
                None,
                format!("cannot read the locales folder: {e}"),
            ));
            return report;
        }
    };

    // Load with the product's loader, the folder's locales alone (on
    // English); a locale with errors is left out.
    let (locales, load_errors) = Locales::from_dir(dir);
    let mut broken: BTreeSet<String> = BTreeSet::new();
    for e in load_errors {
        let tag = e
            .path()
            .strip_prefix(dir)
            .ok()
            .and_then(|p| p.components().next())
            .and_then(|c| c.as_os_str().to_str())
            .map(str::to_owned);
        if let Some(tag) = tag {
            broken.insert(tag);
        }
        if matches!(e.kind(), LocaleErrorKind::Syntax(_)) {
            continue; // reported by the message checks, per entry
        }
        report.findings.push(Finding::failure(
            e.path(),
            e.line(),
            e.message_id(),
            format!("{}; the locale does not load until this is fixed", e.kind()),
        ));
    }

    // The VS Code grammar's letters are those of the workspace's locales.
    let root = workspace_root();
    if same_folder(dir, &root.join("locales")) && crate::grammar::stale(&root, &locales) {
        report.findings.push(Finding::failure(
            &crate::grammar::letters_path(&root),
            None,
            None,
            "not the letters of locales/*/notation.ftl: run `cargo xtask grammar`".to_owned(),
        ));
    }

    // The reference files.
    let reference_dir = if dir.join(REFERENCE).is_dir() {
        dir.join(REFERENCE)
    } else {
        workspace_root().join("locales").join(REFERENCE)
    };
    let mut reference: Vec<(PathBuf, FileInfo)> = Vec::new();
    for name in FILES {
        let path = reference_dir.join(name);
        let text = fs::read_to_string(&path).unwrap_or_default();
        reference.push((path, read_ftl(&text)));
    }
    let reference_vars = variables(&[&reference[0].1, &reference[1].1]);

    // Every locale's files, read once: each is compared with the others too.
    let mut texts: Vec<Vec<Option<String>>> = Vec::new();
    for tag in &tags {
        let mut files = Vec::new();
        for (k, name) in FILES.iter().enumerate() {
            let path = dir.join(tag).join(name);
            match fs::read_to_string(&path) {
                Ok(text) => files.push(Some(
                    text.strip_prefix('\u{feff}').unwrap_or(&text).to_owned(),
                )),
                Err(_) => {
                    // A locale without messages.ftl is a notation-only
                    // language: its interface is English's.
                    if k == 0 || tag == REFERENCE {
                        report.findings.push(Finding::failure(
                            &path,
                            None,
                            None,
                            format!("missing file: copy it from {}", reference[k].0.display()),
                        ));
                    }
                    files.push(None);
                }
            }
        }
        texts.push(files);
    }
    let infos: Vec<Vec<FileInfo>> = texts
        .iter()
        .map(|files| {
            files
                .iter()
                .map(|t| t.as_deref().map(read_ftl).unwrap_or_default())
                .collect()
        })
        .collect();

    let all: Vec<&Locale> = locales.iter().collect();
    let mut checked: Vec<(usize, usize)> = Vec::new(); // (row, locale index)
    for (t, tag) in tags.iter().enumerate() {
        let language = tag.split(['-', '_']).next().unwrap_or(tag).to_owned();
        let mut translated = 0;
        let mut total = 0;
        let files = &infos[t];
        let locale_vars = variables(&files.iter().collect::<Vec<_>>());
        for (k, name) in FILES.iter().enumerate() {
            if texts[t][k].is_none() {
                continue;
            }
            let path = dir.join(tag).join(name);
            let file = &files[k];
            let (reference_path, reference_file) = &reference[k];
            let is_reference = tag == REFERENCE;
            let copied = if is_reference {
                None
            } else {
                copied_ids(
                    file,
                    tags.iter()
                        .zip(&infos)
                        .zip(&texts)
                        .filter(|((other, _), other_texts)| {
                            *other != tag && *other != REFERENCE && other_texts[k].is_some()
                        })
                        .map(|((other, other_files), _)| (other.as_str(), &other_files[k])),
                )
            };
            let against = Against {
                reference: reference_file,
                reference_path,
                is_reference,
                copied: copied.as_ref().map(|(ids, tag)| (ids, *tag)),
            };
            let mut findings = Vec::new();
            translated += check_messages(
                &language,
                &path,
                file,
                &against,
                (&locale_vars, &reference_vars),
                &mut findings,
            );
            // A `printed-*` entry a locale leaves out is no gap: a language
            // may print no words of its own.
            total += reference_file
                .entries
                .keys()
                .filter(|id| {
                    !(id.starts_with("printed-") || id.starts_with("descriptive-"))
                        || file.entries.contains_key(*id)
                })
                .count();
            if is_reference {
                // English is the reference: only syntax, marks and plurals.
                findings.retain(|f| {
                    !f.message.starts_with("missing") && !f.message.starts_with("obsolete")
                });
            }
            report.findings.extend(findings);
        }
        let notation_text = texts[t][0].clone().unwrap_or_default();
        let invisible = check_invisible(&dir.join(tag).join(FILES[0]), &notation_text);
        let clean = invisible.is_empty();
        report.findings.extend(invisible);

        let wanted: Option<LanguageIdentifier> = tag.parse().ok();
        let index = all
            .iter()
            .position(|l| Some(l.id()) == wanted.as_ref())
            .filter(|_| !broken.contains(tag));
        let notation = match index {
            Some(i) => {
                let locale = all[i];
                let path = dir.join(tag).join(FILES[0]);
                let findings = check_letters(
                    locale.letters(),
                    |id| locale.has_message(id),
                    &path,
                    &notation_text,
                );
                let ok = findings.is_empty() && clean;
                report.findings.extend(findings);
                checked.push((report.rows.len(), i));
                ok
            }
            None => false,
        };
        let interface = texts[t][1].is_some();
        let complete = match (translated == total, interface) {
            (true, true) => Completeness::Full,
            (true, false) => Completeness::NotationOnly,
            (false, _) => Completeness::Incomplete,
        };
        report.rows.push(Row {
            tag: tag.clone(),
            translated,
            total,
            interface,
            complete,
            notation,
            round_trip: None,
            detection: None,
        });
    }

    // The README's table of languages says what the locales say.
    if same_folder(dir, &root.join("locales")) {
        let path = root.join("README.md");
        let readme = fs::read_to_string(&path).unwrap_or_default();
        let languages: Vec<(&Locale, Completeness, &str)> = checked
            .iter()
            .map(|&(row, i)| {
                let t = tags.iter().position(|t| *t == report.rows[row].tag);
                let notation = t.and_then(|t| texts[t][0].as_deref()).unwrap_or_default();
                (all[i], report.rows[row].complete, notation)
            })
            .collect();
        let found = crate::readme::check(&path, &readme, &languages, &tags);
        report.findings.extend(found);
    }

    if !options.pgn_files.is_empty() {
        let indices: Vec<usize> = checked.iter().map(|&(_, i)| i).collect();
        let mut results = vec![(true, true); checked.len()];
        for pgn in &options.pgn_files {
            let src = match fs::read(pgn) {
                Ok(src) => src,
                Err(e) => {
                    report.findings.push(Finding::failure(
                        pgn,
                        None,
                        None,
                        format!("cannot read the PGN sample: {e}"),
                    ));
                    continue;
                }
            };
            let sample = first_games(&src, options.games_per_file);
            let found = check_behaviour(pgn, sample, &locales, &indices, &mut report.findings);
            for (r, f) in results.iter_mut().zip(found) {
                r.0 &= f.0;
                r.1 &= f.1;
            }
        }
        for (&(row, _), (round_trip, detection)) in checked.iter().zip(results) {
            report.rows[row].round_trip = Some(round_trip);
            report.rows[row].detection = Some(detection);
        }
    }
    report
}

// ---------------------------------------------------------------------------
// Scaffolding

/// Adds `# TODO(l10n): translate` above every entry of an `.ftl` text.
#[must_use]
pub fn mark_untranslated(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for line in text.split_inclusive('\n') {
        if defined_id(line).is_some() {
            out.push_str("# ");
            out.push_str(TODO_MARK);
            out.push_str(": translate\n");
        }
        out.push_str(line);
    }
    out
}

/// Creates `locales_dir/LANG/` from English: both files copied with every
/// entry marked to translate. Returns the new folder.
///
/// # Errors
/// `lang` is not a language tag, the folder exists, or a file cannot be
/// read or written.
pub fn scaffold(locales_dir: &Path, lang: &str) -> Result<PathBuf, String> {
    let id: LanguageIdentifier = lang
        .parse()
        .map_err(|_| format!("`{lang}` is not a language tag (like `fr` or `pt-BR`)"))?;
    let tag = id.to_string();
    let folder = locales_dir.join(&tag);
    if folder.exists() || locales_dir.join(lang).exists() {
        return Err(format!(
            "{} exists already: edit it instead",
            folder.display()
        ));
    }
    let reference_dir = if locales_dir.join(REFERENCE).is_dir() {
        locales_dir.join(REFERENCE)
    } else {
        workspace_root().join("locales").join(REFERENCE)
    };
    let mut files = Vec::new();
    for name in FILES {
        let path = reference_dir.join(name);
        let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let header = if name == FILES[0] {
            format!(
                "### How <the language> writes chess notation (in its own words and in English).\n\
                 ### {TODO_MARK}: scaffolded from `{REFERENCE}` by `cargo xtask l10n new {tag}`.\n\
                 ###\n\
                 ### Sources: name the source of every row (piece letters, Forsyth letters,\n\
                 ###   files, castling and capture marks, piece names, spoken words), with its\n\
                 ###   address; say when a row rests on one source only, and when a word is\n\
                 ###   common usage that no cited source gives.\n\
                 ###\n\
                 ### Translate every entry marked `# {TODO_MARK}` (the letters too), then delete\n\
                 ### the mark and this block's TODO line; `cargo xtask l10n` lists what is left.\n\
                 ### The English comments below say what each message is for.\n\n"
            )
        } else {
            format!(
                "### {TODO_MARK}: scaffolded from `{REFERENCE}` by `cargo xtask l10n new {tag}`.\n\
                 ### The messages of the program's interface. Translate every entry marked\n\
                 ### `# {TODO_MARK}`, then delete the mark; `cargo xtask l10n` lists what is left.\n\
                 ### To ship the notation alone, delete this file: the interface then stays\n\
                 ### English, message by message.\n\n"
            )
        };
        files.push((name, format!("{header}{}", mark_untranslated(&text))));
    }
    fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    for (name, text) in files {
        let path = folder.join(name);
        fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(folder)
}
