//! The players a page prints on the line above a game: `Anderssen –
//! Dufresne, Berlin 1852`, `Aleksandra Goryachkina – Ekaterina Lagno,
//! Kaasan 2019.`, `Weiß: Anderssen - Schwarz: Dufresne`. A newspaper column
//! or a book gives a game's players, place and year there, not in tags;
//! `--style` writes a bare game with the Seven Tag Roster
//! ([`crate::printed::with_roster`]), whose `White`, `Black`, `Site` and
//! `Date` are then the heading's instead of `?`.
//!
//! The line is read strictly, for a sentence must never become a player:
//! it is the last line of the prose before the game, at most
//! [`HEADING_CHARS`] characters, two names on either side of one spaced dash
//! (`–`, `—`, `-`, `--`) or `vs.`, each of one to [`NAME_WORDS`] words that
//! start with a capital (particles such as `van`, `de`, `von` between
//! them, initials such as `J.`), no digit in a name; a side's word and a
//! colon before a name (`Weiß:`, `Beyaz:`, `White:`), in any language
//! forsyth reads, is no part of it. After a comma, a place and a year
//! (`Berlin 1852`), a year alone, or a place alone of capitalized words.
//! Scripts without capitals (Hebrew) give no heading: their names cannot be
//! told from a sentence's words this way.

use forsyth_core::Color;

use crate::locale::Locales;

/// The longest heading line read, in characters.
pub const HEADING_CHARS: usize = 120;
/// The most words of one player's name.
pub const NAME_WORDS: usize = 5;

/// Small words inside names (`Willem van Wijk`, `Luis de Vega`).
const PARTICLES: [&str; 18] = [
    "van", "von", "de", "der", "den", "da", "di", "du", "la", "le", "y", "del", "dos", "das", "af",
    "al", "ter", "ten",
];

/// What a heading line gives a game's tags.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Heading {
    pub white: String,
    pub black: String,
    /// The place, when one is printed.
    pub site: Option<String>,
    /// The year, when one is printed (1500 to 2099).
    pub year: Option<u16>,
}

/// The words for each side of every language (`side-name`: `White`,
/// `Weiß`, `il Bianco`), lower case, that may stand with a colon before a
/// name.
#[derive(Clone, Debug, Default)]
pub struct SideWords {
    sides: [Vec<String>; 2],
}

impl SideWords {
    #[must_use]
    pub fn of(locales: &Locales) -> SideWords {
        let side = |color: Color| -> Vec<String> {
            let mut words: Vec<String> = locales
                .iter()
                .flat_map(|l| {
                    let name = l.side_name(color).to_lowercase();
                    // `il Bianco` is printed `Bianco:` too.
                    let last = name.split_whitespace().last().map(str::to_owned);
                    [Some(name), last]
                })
                .flatten()
                .collect();
            words.sort();
            words.dedup();
            words
        };
        SideWords {
            sides: [side(Color::White), side(Color::Black)],
        }
    }

    /// `text` without a side's word and its colon at its start.
    fn strip<'t>(&self, text: &'t str, color: Color) -> &'t str {
        let Some((word, rest)) = text.split_once(':') else {
            return text;
        };
        let word = word.trim().to_lowercase();
        let side = match color {
            Color::White => &self.sides[0],
            Color::Black => &self.sides[1],
        };
        if side.contains(&word) {
            rest.trim_start()
        } else {
            text
        }
    }
}

/// The heading of the game after `prose`, the page's text before it: its
/// last line that is not blank, if it reads as one.
#[must_use]
pub fn heading(prose: &[u8], sides: &SideWords) -> Option<Heading> {
    let text = std::str::from_utf8(prose).ok()?;
    let line = text.lines().rev().map(str::trim).find(|l| !l.is_empty())?;
    read_line(line, sides)
}

fn read_line(line: &str, sides: &SideWords) -> Option<Heading> {
    if line.chars().count() > HEADING_CHARS {
        return None;
    }
    let line = line.trim_end_matches(['.', ':', ';']).trim_end();
    let mut cuts = [" – ", " — ", " -- ", " - ", " vs. ", " vs "]
        .iter()
        .flat_map(|sep| line.match_indices(sep).map(|(at, s)| (at, s.len())));
    let (at, len) = cuts.next()?;
    if cuts.next().is_some() {
        return None;
    }
    let white = sides.strip(line[..at].trim(), Color::White);
    let after = line[at + len..].trim();
    let (black, rest) = match after.split_once(',') {
        Some((black, rest)) => (black.trim(), Some(rest.trim())),
        None => (after, None),
    };
    let black = sides.strip(black, Color::Black);
    if !is_name(white) || !is_name(black) {
        return None;
    }
    let (site, year) = rest.map_or((None, None), place_and_year);
    Some(Heading {
        white: white.to_owned(),
        black: black.to_owned(),
        site,
        year,
    })
}

/// Whether `text` reads as a player's name: one to [`NAME_WORDS`] words,
/// the first and the last with a capital, those between capitalized,
/// initials or particles; letters, hyphens, apostrophes and periods only.
fn is_name(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    let capital = |w: &str| {
        w.chars().next().is_some_and(char::is_uppercase)
            && w.chars()
                .all(|c| c.is_alphabetic() || matches!(c, '-' | '\'' | '’' | '.'))
            && w.chars().filter(|&c| c == '.').count() <= 1
            && (!w.contains('.') || w.ends_with('.'))
    };
    !words.is_empty()
        && words.len() <= NAME_WORDS
        && words.first().is_some_and(|w| capital(w))
        && words.last().is_some_and(|w| capital(w))
        && words.iter().all(|w| capital(w) || PARTICLES.contains(w))
}

/// The place and year after a heading's names (`Berlin 1852`, `1852`,
/// `Kaasan 2019`, `Wijk aan Zee`): what reads as them, else nothing.
fn place_and_year(rest: &str) -> (Option<String>, Option<u16>) {
    let rest = rest.trim_end_matches(['.', ',']).trim();
    let (place, year) = match rest.rsplit_once(' ') {
        Some((place, last)) if year_of(last).is_some() => {
            (place.trim_end_matches(',').trim(), year_of(last))
        }
        _ if year_of(rest).is_some() => ("", year_of(rest)),
        _ => (rest, None),
    };
    let place = (!place.is_empty() && is_name(place)).then(|| place.to_owned());
    (place, year)
}

/// A year of four digits from 1500 to 2099.
fn year_of(word: &str) -> Option<u16> {
    let year: u16 = word
        .strip_suffix('.')
        .unwrap_or(word)
        .parse()
        .ok()
        .filter(|_| word.trim_end_matches('.').len() == 4)?;
    (1500..2100).contains(&year).then_some(year)
}

/// `text`, one game as `--style` writes it with the Seven Tag Roster,
/// with the heading's players, place and year in place of the roster's
/// `?`: `None` when the game has no such roster (tags of its own).
#[must_use]
pub fn with_heading(text: &[u8], heading: &Heading) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(text).ok()?;
    let white = text.find("[White \"?\"]\n")?;
    let black = text.find("[Black \"?\"]\n")?;
    let escape = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let mut out = text[..white].to_owned();
    if let Some(site) = &heading.site {
        out = out.replacen(
            "[Site \"?\"]\n",
            &format!("[Site \"{}\"]\n", escape(site)),
            1,
        );
    }
    if let Some(year) = heading.year {
        out = out.replacen(
            "[Date \"????.??.??\"]\n",
            &format!("[Date \"{year}.??.??\"]\n"),
            1,
        );
    }
    out.push_str(&format!("[White \"{}\"]\n", escape(&heading.white)));
    out.push_str(&text[white + "[White \"?\"]\n".len()..black]);
    out.push_str(&format!("[Black \"{}\"]\n", escape(&heading.black)));
    out.push_str(&text[black + "[Black \"?\"]\n".len()..]);
    Some(out.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(line: &str) -> Option<Heading> {
        heading(line.as_bytes(), &SideWords::of(&Locales::embedded()))
    }

    /// Headings as pages print them: players, place, year, sides named.
    #[test]
    fn players_place_and_year() {
        let h = read("Der Text davor.\n\nAnderssen – Dufresne, Berlin 1852\n").unwrap();
        assert_eq!(
            h,
            Heading {
                white: "Anderssen".into(),
                black: "Dufresne".into(),
                site: Some("Berlin".into()),
                year: Some(1852),
            }
        );
        // The Estonian Virumaa Teataja's column.
        let h = read("Aleksandra Goryachkina – Ekaterina Lagno, Kaasan 2019.").unwrap();
        assert_eq!(
            (h.white.as_str(), h.black.as_str()),
            ("Aleksandra Goryachkina", "Ekaterina Lagno")
        );
        assert_eq!((h.site.as_deref(), h.year), (Some("Kaasan"), Some(2019)));
        let h = read("Weiß: Anderssen - Schwarz: Dufresne").unwrap();
        assert_eq!(
            (h.white.as_str(), h.black.as_str()),
            ("Anderssen", "Dufresne")
        );
        assert_eq!((h.site, h.year), (None, None));
        let h = read("Willem van Wijk vs. J. R. Capablanca, 1921").unwrap();
        assert_eq!(
            (h.white.as_str(), h.black.as_str(), h.year),
            ("Willem van Wijk", "J. R. Capablanca", Some(1921))
        );
        let h = read("Беляев — Смыслов, Москва").unwrap();
        assert_eq!(h.site.as_deref(), Some("Москва"));
    }

    /// Sentences, lines of moves and lines too long are no heading.
    #[test]
    fn sentences_are_no_heading() {
        for line in [
            "Nun – auf sofortige Bauernumwandlung hat Schwarz eine Gabel auf f7.",
            "Kuidas saab valge mängida võidule?",
            "1. e4 – e5",
            "Ole Petter: Det spilles en siciliansk variant – hvit bruker to trekk på d4",
            "A – B – C",
            "קספרוב – קרפוב",
            "White to play and win.",
            "",
        ] {
            assert_eq!(read(line), None, "{line}");
        }
        let long = format!("{} – Dufresne", "Anderssen ".repeat(20));
        assert_eq!(read(&long), None);
    }

    #[test]
    fn the_roster_gains_the_heading() {
        let text = b"[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n";
        let h = Heading {
            white: "Anderssen".into(),
            black: "Du \"F\"".into(),
            site: Some("Berlin".into()),
            year: Some(1852),
        };
        let out = String::from_utf8(with_heading(text, &h).unwrap()).unwrap();
        assert_eq!(
            out,
            "[Event \"?\"]\n[Site \"Berlin\"]\n[Date \"1852.??.??\"]\n[Round \"?\"]\n[White \"Anderssen\"]\n[Black \"Du \\\"F\\\"\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"
        );
        assert_eq!(with_heading(b"[Event \"x\"]\n\n1. e4 *\n", &h), None);
    }
}
