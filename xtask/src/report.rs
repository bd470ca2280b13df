//! What the checks of `cargo xtask l10n` report: findings and how complete
//! a locale is, shared by the locale checks and the README's table.

use std::{
    fmt,
    path::{Path, PathBuf},
};

/// How bad a finding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Makes the check fail.
    Failure,
    /// Printed, but the check passes.
    Warning,
}

/// One problem, with where it is and what to do about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub severity: Severity,
    pub path: PathBuf,
    pub line: Option<usize>,
    /// The message id (`id`, `id.attribute`, `-term`), or for behaviour
    /// findings the locale tag.
    pub id: Option<String>,
    pub message: String,
}

impl Finding {
    pub(crate) fn failure(
        path: &Path,
        line: Option<usize>,
        id: Option<&str>,
        message: String,
    ) -> Finding {
        Finding {
            severity: Severity::Failure,
            path: path.to_owned(),
            line,
            id: id.map(str::to_owned),
            message,
        }
    }

    pub(crate) fn warning(
        path: &Path,
        line: Option<usize>,
        id: Option<&str>,
        message: String,
    ) -> Finding {
        Finding {
            severity: Severity::Warning,
            ..Finding::failure(path, line, id, message)
        }
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let severity = match self.severity {
            Severity::Failure => "error",
            Severity::Warning => "warning",
        };
        write!(f, "{severity}: {}", self.path.display())?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(id) = &self.id {
            write!(f, ": `{id}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

/// How much of a locale is there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Completeness {
    /// Notation and every message of the interface translated.
    Full,
    /// The notation (`notation.ftl`: letters, names, spoken words)
    /// translated and no `messages.ftl`: the interface is English's.
    NotationOnly,
    /// Something is missing or not translated yet.
    Incomplete,
}

impl Completeness {
    /// As the summary table and the README say it.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Completeness::Full => "full",
            Completeness::NotationOnly => "notation only",
            Completeness::Incomplete => "incomplete",
        }
    }
}
