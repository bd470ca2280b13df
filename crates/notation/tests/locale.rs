//! The locale loader through its public API: the embedded locales against the
//! facts in `shared/notation-facts.md`, message formatting with and without
//! bidi isolation, and locales added from folders at run time.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use forsyth_core::{Color, Role};
use forsyth_notation::letters::Letters;
use forsyth_notation::locale::{
    CharacterDirection, FluentArgs, Locale, LocaleError, LocaleErrorKind, Locales,
};

const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

fn embedded(tag: &str) -> Locale {
    Locales::embedded()
        .get(tag)
        .unwrap_or_else(|| panic!("embedded locale {tag} missing"))
        .clone()
}

/// The languages forsyth started with, whose words these tests hold to
/// notation-facts.md §4; the others are held to language-facts.md below.
const FIRST_FIVE: [&str; 5] = ["en", "de", "el", "he", "it"];

fn strings<const N: usize>(items: [&str; N]) -> [String; N] {
    items.map(str::to_owned)
}

fn code_points(s: &str) -> Vec<u32> {
    s.chars().map(u32::from).collect()
}

/// A fresh folder under the system temp dir, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let path = std::env::temp_dir().join(format!(
            "forsyth-locale-test-{}-{}-{name}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }

    fn path(&self) -> &Path {
        &self.0
    }

    fn write(&self, relative: &str, text: impl AsRef<[u8]>) -> PathBuf {
        let path = self.0.join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, text).unwrap();
        path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// French notation (facts §2: R D T F C P, PGN §17; Forsyth R D T F C P, §8.5),
/// as a locale for Cajun French (`frc`), which is not shipped: a new
/// language added from a folder.
const FRENCH: &str = "\
language-name = Français cadien
language-name-english = Cajun French
piece-letter-king = R
piece-letter-queen = D
piece-letter-rook = T
piece-letter-bishop = F
piece-letter-knight = C
piece-letter-pawn = { \"\" }
forsyth-letter-king = R
forsyth-letter-queen = D
forsyth-letter-rook = T
forsyth-letter-bishop = F
forsyth-letter-knight = C
forsyth-letter-pawn = P
file-a = a
file-b = b
file-c = c
file-d = d
file-e = e
file-f = f
file-g = g
file-h = h
castle-short = O-O
castle-long = O-O-O
capture-mark = x
";

fn french_without(id: &str) -> String {
    FRENCH
        .lines()
        .filter(|l| !l.starts_with(&format!("{id} ")))
        .map(|l| format!("{l}\n"))
        .collect()
}

// ---------------------------------------------------------------------------
// The embedded locales against the facts

#[test]
fn the_embedded_locales_load_in_order() {
    let (locales, errors) = Locales::load(None);
    // FORSYTH_LOCALES is not set by the test harness; if a developer has
    // it set, its folders may add locales, but the embedded ones are there.
    let _ = errors;
    let embedded = Locales::embedded();
    let tags: Vec<&str> = embedded.iter().map(Locale::tag).collect();
    let mut expected: Vec<&str> = Locales::embedded_tags().collect();
    expected.sort_by_key(|t| (*t != "en", *t));
    assert_eq!(tags, expected);
    // English, the five languages forsyth started with, and the languages
    // of issue 13 (a folder each under locales/).
    for tag in [
        "en", "de", "el", "he", "it", "fr", "es", "pt", "nl", "ru", "uk", "bg", "pl", "cs", "sk",
        "hu", "sv", "nb", "da", "fi", "et", "is", "ro", "hr", "sr-Latn", "sl", "tr", "ca",
    ] {
        assert!(tags.contains(&tag), "{tag} is not embedded: {tags:?}");
    }
    for tag in tags {
        assert!(locales.get(tag).is_some(), "{tag}");
    }
}

#[test]
fn english_is_the_english_table() {
    assert_eq!(embedded("en").letters(), &Letters::english());
}

#[test]
fn greek_letters() {
    let el = embedded("el");
    let l = el.letters();
    assert_eq!(l.lang, "el");
    assert_eq!(l.autonym, "Ελληνικά");
    assert_eq!(l.pieces, strings(["", "Ι", "Α", "Π", "Β", "Ρ"]));
    assert_eq!(l.files, ['α', 'β', 'γ', 'δ', 'ε', 'ζ', 'η', 'θ']);
    assert_eq!(l.forsyth, strings(["Σ", "Ι", "Α", "Π", "Β", "Ρ"]));
    assert!(l.extra_pieces.is_empty());
    assert_eq!(
        (
            l.castle_short.as_str(),
            l.castle_long.as_str(),
            l.capture.as_str()
        ),
        ("O-O", "O-O-O", "x")
    );
    // Greek capitals, not their Latin look-alikes I A P B (facts §3.2).
    let pieces: Vec<Vec<u32>> = l.pieces.iter().map(|p| code_points(p)).collect();
    assert_eq!(
        pieces,
        [
            vec![],
            vec![0x399],
            vec![0x391],
            vec![0x3A0],
            vec![0x392],
            vec![0x3A1]
        ]
    );
    assert_eq!(code_points(&l.forsyth[Role::Pawn.index()]), [0x3A3]);
    assert_eq!(
        l.files.map(u32::from),
        [0x3B1, 0x3B2, 0x3B3, 0x3B4, 0x3B5, 0x3B6, 0x3B7, 0x3B8]
    );
    assert_eq!(l.piece(Role::King), "\u{3A1}");
    assert_ne!(l.piece(Role::King), "P");
    // Latin O in castling, not Greek omicron U+039F.
    assert!(l.castle_long.chars().all(|c| c == 'O' || c == '-'));
    assert!(l.forsyth_has_case());
}

#[test]
fn hebrew_letters() {
    let he = embedded("he");
    let l = he.letters();
    assert_eq!(l.autonym, "עברית");
    assert_eq!(l.pieces, strings(["", "פ", "ר", "צ", "מה", "מ"]));
    assert_eq!(code_points(l.piece(Role::Queen)), [0x5DE, 0x5D4]);
    assert_eq!(code_points(l.piece(Role::King)), [0x5DE]);
    assert_eq!(code_points(l.piece(Role::Rook)), [0x5E6]);
    assert_eq!(code_points(l.piece(Role::Bishop)), [0x5E8]);
    assert_eq!(code_points(l.piece(Role::Knight)), [0x5E4]);
    assert_eq!(l.files, ['א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח']);
    assert_eq!(
        l.files.map(u32::from),
        [0x5D0, 0x5D1, 0x5D2, 0x5D3, 0x5D4, 0x5D5, 0x5D6, 0x5D7]
    );
    // No letter case: no Forsyth letters.
    assert_eq!(l.forsyth, strings(["", "", "", "", "", ""]));
    assert!(!l.forsyth_has_case());
    // Digit zeros and the colon (facts §1.3).
    assert_eq!(l.castle_short, "0-0");
    assert_eq!(l.castle_long, "0-0-0");
    assert_eq!(l.capture, ":");
    // Final letter forms are read as the pieces.
    assert_eq!(
        l.extra_pieces,
        vec![
            ("ם".to_owned(), Role::King),
            ("ץ".to_owned(), Role::Rook),
            ("ף".to_owned(), Role::Knight),
        ]
    );
    // The two-letter queen is tried before the king.
    let readable = l.readable_pieces();
    assert_eq!(readable[0], ("מה", Role::Queen));
}

#[test]
fn german_letters() {
    let l = embedded("de").letters().clone();
    assert_eq!(l.autonym, "Deutsch");
    assert_eq!(l.pieces, strings(["", "S", "L", "T", "D", "K"]));
    assert_eq!(l.extra_pieces, vec![("P".to_owned(), Role::Pawn)]);
    assert_eq!(l.forsyth, strings(["B", "S", "L", "T", "D", "K"]));
    assert_eq!(l.files, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    // B is a pawn only in Forsyth, never read in moves.
    assert!(l.readable_pieces().iter().all(|&(s, _)| s != "B"));
    assert_eq!(
        (
            l.castle_short.as_str(),
            l.castle_long.as_str(),
            l.capture.as_str()
        ),
        ("O-O", "O-O-O", "x")
    );
}

#[test]
fn italian_letters() {
    let l = embedded("it").letters().clone();
    assert_eq!(l.autonym, "Italiano");
    assert_eq!(l.pieces, strings(["", "C", "A", "T", "D", "R"]));
    assert_eq!(l.forsyth, strings(["P", "C", "A", "T", "D", "R"]));
    assert!(l.extra_pieces.is_empty());
    assert_eq!(l.files, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    assert!(l.pieces.iter().chain(&l.forsyth).all(|s| s.is_ascii()));
}

#[test]
fn names_and_directions() {
    let locales = Locales::embedded();
    let names: Vec<(&str, &str, Option<&str>, bool)> = locales
        .iter()
        .map(|l| (l.tag(), l.name(), l.english_name(), l.is_rtl()))
        .collect();
    assert_eq!(
        names,
        [
            ("en", "English", Some("English"), false),
            ("bg", "Български", Some("Bulgarian"), false),
            ("ca", "Català", Some("Catalan"), false),
            ("cs", "Čeština", Some("Czech"), false),
            ("da", "Dansk", Some("Danish"), false),
            ("de", "Deutsch", Some("German"), false),
            ("el", "Ελληνικά", Some("Greek"), false),
            ("es", "Español", Some("Spanish"), false),
            ("et", "Eesti", Some("Estonian"), false),
            ("fi", "Suomi", Some("Finnish"), false),
            ("fr", "Français", Some("French"), false),
            ("he", "עברית", Some("Hebrew"), true),
            ("hr", "Hrvatski", Some("Croatian"), false),
            ("hu", "Magyar", Some("Hungarian"), false),
            ("is", "Íslenska", Some("Icelandic"), false),
            ("it", "Italiano", Some("Italian"), false),
            ("nb", "Norsk bokmål", Some("Norwegian"), false),
            ("nl", "Nederlands", Some("Dutch"), false),
            ("pl", "Polski", Some("Polish"), false),
            ("pt", "Português", Some("Portuguese"), false),
            ("ro", "Română", Some("Romanian"), false),
            ("ru", "Русский", Some("Russian"), false),
            ("sk", "Slovenčina", Some("Slovak"), false),
            ("sl", "Slovenščina", Some("Slovene"), false),
            ("sr-Latn", "Srpski (latinica)", Some("Serbian"), false),
            ("sv", "Svenska", Some("Swedish"), false),
            ("tr", "Türkçe", Some("Turkish"), false),
            ("uk", "Українська", Some("Ukrainian"), false),
        ]
    );
    assert!(matches!(
        embedded("he").direction(),
        CharacterDirection::RTL
    ));
    assert_eq!(embedded("he").id().to_string(), "he");
}

/// Every embedded locale has exactly the message ids of English, in both
/// files (what `cargo xtask l10n` will check too), but for the words of a
/// descriptive notation (`descriptive-*`), which only the languages that
/// printed one have (English and Spanish).
#[test]
fn every_locale_has_the_english_ids() {
    fn ids(text: &str) -> BTreeSet<String> {
        let resource = fluent_syntax::parser::parse(text).expect("valid Fluent");
        resource
            .body
            .iter()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
                fluent_syntax::ast::Entry::Term(t) => Some(format!("-{}", t.id.name)),
                _ => None,
            })
            .filter(|id: &String| !id.starts_with("descriptive-"))
            .collect()
    }
    let notation = [
        ("en", include_str!("../../../locales/en/notation.ftl")),
        ("de", include_str!("../../../locales/de/notation.ftl")),
        ("el", include_str!("../../../locales/el/notation.ftl")),
        ("he", include_str!("../../../locales/he/notation.ftl")),
        ("it", include_str!("../../../locales/it/notation.ftl")),
    ];
    let messages = [
        ("en", include_str!("../../../locales/en/messages.ftl")),
        ("de", include_str!("../../../locales/de/messages.ftl")),
        ("el", include_str!("../../../locales/el/messages.ftl")),
        ("he", include_str!("../../../locales/he/messages.ftl")),
        ("it", include_str!("../../../locales/it/messages.ftl")),
    ];
    for files in [notation, messages] {
        let english = ids(files[0].1);
        for (tag, text) in files {
            assert_eq!(ids(text), english, "{tag}");
        }
    }
    let english = ids(notation[0].1);
    for id in ["piece-description", "side-name", "language-name", "file-h"] {
        assert!(english.contains(id), "{id}");
    }
}

// ---------------------------------------------------------------------------
// Messages

fn moves(n: i64) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    args.set("moves", n);
    args
}

#[test]
fn isolation_is_on_for_ui_text_and_off_for_notation() {
    let en = embedded("en");
    let args = moves(3);
    assert_eq!(
        en.message("stipulation-mate-in", Some(&args)).unwrap(),
        format!("Mate in {FSI}3{PDI}")
    );
    assert_eq!(
        en.notation_message("stipulation-mate-in", Some(&args))
            .unwrap(),
        "Mate in 3"
    );

    let he = embedded("he");
    assert_eq!(
        he.message("stipulation-mate-in", Some(&args)).unwrap(),
        format!("מט ב-{FSI}3{PDI} מסעים")
    );
    let plain = he
        .notation_message("stipulation-mate-in", Some(&args))
        .unwrap();
    assert_eq!(plain, "מט ב-3 מסעים");
    assert!(!plain.contains([FSI, PDI]));

    // Plural variants select on the number; a variant without a placeable
    // gets no marks.
    let one = moves(1);
    assert_eq!(
        embedded("de")
            .message("stipulation-mate-in", Some(&one))
            .unwrap(),
        "Matt in einem Zug"
    );
    assert_eq!(
        embedded("el")
            .message("stipulation-mate-in", Some(&moves(2)))
            .unwrap(),
        format!("Ματ σε {FSI}2{PDI} κινήσεις")
    );
    // Hebrew has a dual: two moves are said in words.
    let he = embedded("he");
    assert_eq!(
        he.message("stipulation-mate-in", Some(&moves(2))).unwrap(),
        "מט בשני מסעים"
    );
    assert_eq!(
        he.message("stipulation-mate-in", Some(&moves(20))).unwrap(),
        format!("מט ב-{FSI}20{PDI} מסעים")
    );
}

#[test]
fn a_message_that_is_only_a_select_gets_no_marks() {
    for locale in &Locales::embedded() {
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let d = locale.piece_description(color, role);
                assert!(!d.contains([FSI, PDI]), "{}: {d:?}", locale.tag());
                assert!(!d.is_empty());
            }
        }
    }
}

#[test]
fn piece_descriptions_agree_in_gender() {
    use Color::{Black, White};
    use Role::{King, Knight, Pawn, Queen, Rook};
    let cases = [
        ("el", White, Queen, "λευκή βασίλισσα"),
        ("el", White, King, "λευκός βασιλιάς"),
        ("el", White, Pawn, "λευκό πιόνι"),
        ("el", White, Rook, "λευκός πύργος"),
        ("el", Black, Queen, "μαύρη βασίλισσα"),
        ("el", Black, King, "μαύρος βασιλιάς"),
        ("el", Black, Pawn, "μαύρο πιόνι"),
        ("he", White, Queen, "מלכה לבנה"),
        ("he", White, King, "מלך לבן"),
        ("he", White, Pawn, "רגלי לבן"),
        ("he", Black, Queen, "מלכה שחורה"),
        ("he", Black, King, "מלך שחור"),
        ("he", Black, Pawn, "רגלי שחור"),
        ("de", White, Queen, "weiße Dame"),
        ("de", White, King, "weißer König"),
        ("de", White, Pawn, "weißer Bauer"),
        ("de", Black, Queen, "schwarze Dame"),
        ("de", Black, King, "schwarzer König"),
        ("de", Black, Pawn, "schwarzer Bauer"),
        ("de", Black, Knight, "schwarzer Springer"),
        ("it", White, Queen, "Donna bianca"),
        ("it", White, King, "Re bianco"),
        ("it", White, Pawn, "Pedone bianco"),
        ("it", White, Rook, "Torre bianca"),
        ("it", Black, Queen, "Donna nera"),
        ("it", Black, King, "Re nero"),
        ("it", Black, Pawn, "Pedone nero"),
        ("en", Black, Knight, "black knight"),
    ];
    let locales = Locales::embedded();
    for (tag, color, role, want) in cases {
        let locale = locales.get(tag).unwrap();
        assert_eq!(
            locale.piece_description(color, role),
            want,
            "{tag} {color} {role:?}"
        );
    }
    // The same through message() with hand-made arguments.
    let mut args = FluentArgs::new();
    args.set("color", "black");
    args.set("role", "queen");
    assert_eq!(
        locales
            .get("he")
            .unwrap()
            .message("piece-description", Some(&args)),
        Some("מלכה שחורה".to_owned())
    );
}

#[test]
fn side_and_piece_names() {
    let locales = Locales::embedded();
    let sides: Vec<(String, String)> = FIRST_FIVE
        .iter()
        .map(|t| locales.get(t).unwrap())
        .map(|l| (l.side_name(Color::White), l.side_name(Color::Black)))
        .collect();
    let want = [
        ("White", "Black"),
        ("Weiß", "Schwarz"),
        ("τα λευκά", "τα μαύρα"),
        ("לבן", "שחור"),
        ("il Bianco", "il Nero"),
    ];
    assert_eq!(sides, want.map(|(w, b)| (w.to_owned(), b.to_owned())));
    assert_eq!(
        locales.get("de").unwrap().piece_name(Role::Bishop),
        "Läufer"
    );
    assert_eq!(locales.get("el").unwrap().piece_name(Role::Knight), "ίππος");
    assert_eq!(locales.get("he").unwrap().piece_name(Role::Rook), "צריח");
    assert_eq!(locales.get("it").unwrap().piece_name(Role::Queen), "Donna");
    assert_eq!(
        locales
            .get("el")
            .unwrap()
            .message("spoken-castle-long", None),
        Some("μεγάλο ροκέ".to_owned())
    );
    assert_eq!(
        locales.get("he").unwrap().message("spoken-mate", None),
        Some("מט".to_owned())
    );
}

#[test]
fn unknown_messages() {
    let de = embedded("de");
    assert_eq!(de.message("no-such-message", None), None);
    assert_eq!(de.notation_message("no-such-message", None), None);
    assert_eq!(de.message("language-name.no-attribute", None), None);
    assert!(de.has_message("piece-description"));
    assert!(!de.has_message("no-such-message"));
    // A missing argument does not fail; Fluent shows the variable.
    let text = embedded("en").message("stipulation-mate-in", None).unwrap();
    assert!(text.starts_with("Mate in "), "{text}");
}

#[test]
fn locales_are_shared_between_threads() {
    let locales = Locales::embedded();
    let descriptions: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = FIRST_FIVE
            .iter()
            .map(|t| locales.get(t).unwrap())
            .map(|l| s.spawn(move || l.piece_description(Color::White, Role::Queen)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(
        descriptions,
        [
            "white queen",
            "weiße Dame",
            "λευκή βασίλισσα",
            "מלכה לבנה",
            "Donna bianca"
        ]
    );
}

/// Issue 13's languages against `shared/language-facts.md` (the table
/// "Piece letters in more languages", K Q R B N and the pawn, with the
/// sources named in each locale's header): the letters written in moves,
/// the Forsyth letters (none where the king has two letters: piece lists),
/// castling, and the name of the knight and the side to move.
#[test]
fn the_new_languages_write_the_letters_of_their_sources() {
    // tag, move letters K Q R B N, Forsyth K Q R B N P, short castling,
    // the knight's name, White.
    type Row = (
        &'static str,
        [&'static str; 5],
        &'static str,
        &'static str,
        &'static str,
        &'static str,
    );
    let table: [Row; 23] = [
        (
            "fr",
            ["R", "D", "T", "F", "C"],
            "RDTFCP",
            "O-O",
            "cavalier",
            "les Blancs",
        ),
        (
            "es",
            ["R", "D", "T", "A", "C"],
            "RDTACP",
            "O-O",
            "caballo",
            "las blancas",
        ),
        (
            "pt",
            ["R", "D", "T", "B", "C"],
            "RDTBCP",
            "O-O",
            "cavalo",
            "as Brancas",
        ),
        (
            "nl",
            ["K", "D", "T", "L", "P"],
            "KDTLPO",
            "O-O",
            "paard",
            "Wit",
        ),
        ("ru", ["Кр", "Ф", "Л", "С", "К"], "", "O-O", "конь", "белые"),
        ("uk", ["Кр", "Ф", "Т", "С", "К"], "", "O-O", "кінь", "білі"),
        (
            "bg",
            ["Ц", "Д", "Т", "О", "К"],
            "ЦДТОКП",
            "O-O",
            "кон",
            "белите",
        ),
        (
            "pl",
            ["K", "H", "W", "G", "S"],
            "KHWGSP",
            "O-O",
            "skoczek",
            "białe",
        ),
        (
            "cs",
            ["K", "D", "V", "S", "J"],
            "KDVSJP",
            "O-O",
            "jezdec",
            "bílý",
        ),
        (
            "sk",
            ["K", "D", "V", "S", "J"],
            "KDVSJP",
            "O-O",
            "jazdec",
            "biely",
        ),
        (
            "hu",
            ["K", "V", "B", "F", "H"],
            "KVBFHG",
            "O-O",
            "huszár",
            "Világos",
        ),
        (
            "sv",
            ["K", "D", "T", "L", "S"],
            "KDTLSB",
            "O-O",
            "springare",
            "Vit",
        ),
        (
            "nb",
            ["K", "D", "T", "L", "S"],
            "KDTLSB",
            "O-O",
            "springer",
            "Hvit",
        ),
        (
            "da",
            ["K", "D", "T", "L", "S"],
            "KDTLSB",
            "O-O",
            "springer",
            "Hvid",
        ),
        (
            "fi",
            ["K", "D", "T", "L", "R"],
            "KDTLRP",
            "O-O",
            "ratsu",
            "Valkea",
        ),
        (
            "et",
            ["K", "L", "V", "O", "R"],
            "KLVORP",
            "O-O",
            "ratsu",
            "Valge",
        ),
        (
            "is",
            ["K", "D", "H", "B", "R"],
            "KDHBRP",
            "O-O",
            "riddari",
            "Hvítur",
        ),
        (
            "ro",
            ["R", "D", "T", "N", "C"],
            "RDTNCP",
            "O-O",
            "cal",
            "Albul",
        ),
        (
            "hr",
            ["K", "D", "T", "L", "S"],
            "KDTLSP",
            "O-O",
            "skakač",
            "Bijeli",
        ),
        (
            "sr-Latn",
            ["K", "D", "T", "L", "S"],
            "KDTLSP",
            "O-O",
            "skakač",
            "Beli",
        ),
        (
            "sl",
            ["K", "D", "T", "L", "S"],
            "KDTLSP",
            "O-O",
            "skakač",
            "Beli",
        ),
        (
            "tr",
            ["Ş", "V", "K", "F", "A"],
            "ŞVKFAP",
            "0-0",
            "at",
            "Beyaz",
        ),
        (
            "ca",
            ["R", "D", "T", "A", "C"],
            "RDTACP",
            "O-O",
            "cavall",
            "les blanques",
        ),
    ];
    let locales = Locales::embedded();
    for (tag, moves, forsyth, castle, knight, white) in table {
        let locale = locales
            .get(tag)
            .unwrap_or_else(|| panic!("{tag} is not embedded"));
        let l = locale.letters();
        let written: Vec<&str> = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
        .iter()
        .map(|&r| l.piece(r))
        .collect();
        assert_eq!(written, moves, "{tag}");
        assert_eq!(l.piece(Role::Pawn), "", "{tag}");
        let forsyth_letters: String = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .iter()
        .map(|r| l.forsyth[r.index()].as_str())
        .collect();
        assert_eq!(forsyth_letters, forsyth, "{tag}");
        assert_eq!(l.forsyth_has_case(), !forsyth.is_empty(), "{tag}");
        assert_eq!(l.files, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], "{tag}");
        assert_eq!(l.castle_short, castle, "{tag}");
        assert_eq!(l.capture, "x", "{tag}");
        assert_eq!(locale.piece_name(Role::Knight), knight, "{tag}");
        assert_eq!(locale.side_name(Color::White), white, "{tag}");
        // Notation only, or the whole interface for the four of issue 13.
        assert_eq!(
            locale.has_interface_messages(),
            ["fr", "es", "pt", "ru"].contains(&tag),
            "{tag}"
        );
        // Every piece named in a description, in both colours.
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let d = locale.piece_description(color, role);
                assert!(
                    d.contains(&locale.piece_name(role)),
                    "{tag}: {d} names no {}",
                    locale.piece_name(role)
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Lookup

#[test]
fn get_by_tag() {
    let locales = Locales::embedded();
    let tag = |t: &str| locales.get(t).map(Locale::tag);
    assert_eq!(tag("de"), Some("de"));
    assert_eq!(tag("DE"), Some("de"));
    assert_eq!(tag(" el "), Some("el"));
    assert_eq!(tag("de-AT"), Some("de"));
    assert_eq!(tag("de_at"), Some("de"));
    assert_eq!(tag("he-IL"), Some("he"));
    assert_eq!(tag("it-CH"), Some("it"));
    assert_eq!(tag("frc"), None);
    assert_eq!(tag(""), None);
    assert_eq!(tag("not a tag!"), None);
}

#[test]
fn find_by_name_takes_tags_autonyms_and_english_names() {
    let locales = Locales::embedded();
    let find = |n: &str| locales.find_by_name(n).map(Locale::tag);
    assert_eq!(find("Deutsch"), Some("de"));
    assert_eq!(find("deutsch"), Some("de"));
    assert_eq!(find("Ελληνικά"), Some("el"));
    assert_eq!(find("ΕΛΛΗΝΙΚΆ"), Some("el"));
    assert_eq!(find("ελληνικα"), Some("el"));
    assert_eq!(find("עברית"), Some("he"));
    assert_eq!(find("greek"), Some("el"));
    assert_eq!(find("Hebrew"), Some("he"));
    assert_eq!(find("GERMAN"), Some("de"));
    assert_eq!(find(" Italiano "), Some("it"));
    assert_eq!(find("Italian"), Some("it"));
    assert_eq!(find("English"), Some("en"));
    assert_eq!(find("de-AT"), Some("de"));
    assert_eq!(find("he"), Some("he"));
    assert_eq!(find("Klingon"), None);
    assert_eq!(find(""), None);
}

// ---------------------------------------------------------------------------
// Locales from folders

#[test]
fn a_new_locale_from_a_folder() {
    let dir = TempDir::new("fr");
    dir.write("frc/notation.ftl", FRENCH);
    let mut locales = Locales::embedded();
    locales.add_dir(dir.path()).unwrap();

    let fr = locales.find_by_name("frc").unwrap();
    assert_eq!(fr.tag(), "frc");
    let l = fr.letters();
    assert_eq!(l.lang, "frc");
    assert_eq!(l.autonym, "Français cadien");
    assert_eq!(l.pieces, strings(["", "C", "F", "T", "D", "R"]));
    assert_eq!(l.forsyth, strings(["P", "C", "F", "T", "D", "R"]));
    assert_eq!(l.files, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    assert!(!fr.is_rtl());
    assert_eq!(
        locales.find_by_name("français cadien").map(Locale::tag),
        Some("frc")
    );
    assert_eq!(
        locales.find_by_name("Cajun French").map(Locale::tag),
        Some("frc")
    );
    assert_eq!(locales.get("frc-US").map(Locale::tag), Some("frc"));
    assert_eq!(
        fr.source_files().collect::<Vec<_>>(),
        [dir.path().join("frc").join("notation.ftl")]
    );

    // Messages it lacks come from English.
    assert_eq!(
        fr.piece_description(Color::White, Role::Queen),
        "white queen"
    );
    assert_eq!(
        fr.message("stipulation-mate-in", Some(&moves(2))),
        Some(format!("Mate in {FSI}2{PDI}"))
    );
    assert!(!fr.has_message("piece-description"));

    let tags: Vec<&str> = locales.iter().map(Locale::tag).collect();
    let mut expected: Vec<&str> = Locales::embedded_tags().chain(["frc"]).collect();
    expected.sort_by_key(|t| (*t != "en", *t));
    assert_eq!(tags, expected);
}

#[test]
fn a_folder_overrides_some_messages_of_a_known_locale() {
    let dir = TempDir::new("override");
    // German publications also write captures with a colon (facts §5).
    let path = dir.write(
        "de/notation.ftl",
        "# House style\ncapture-mark = :\nspoken-mate = Schachmatt\n",
    );
    dir.write("de/messages.ftl", "greeting = Hallo { $name }!\n");
    let mut locales = Locales::embedded();
    locales.add_dir(dir.path()).unwrap();

    let de = locales.get("de").unwrap();
    let l = de.letters();
    assert_eq!(l.capture, ":");
    assert_eq!(l.pieces, strings(["", "S", "L", "T", "D", "K"]));
    assert_eq!(l.autonym, "Deutsch");
    assert_eq!(
        de.message("spoken-mate", None).as_deref(),
        Some("Schachmatt")
    );
    assert_eq!(de.message("spoken-check", None).as_deref(), Some("Schach"));
    assert_eq!(
        de.piece_description(Color::Black, Role::Queen),
        "schwarze Dame"
    );
    let mut args = FluentArgs::new();
    args.set("name", "Anna");
    assert_eq!(
        de.message("greeting", Some(&args)),
        Some(format!("Hallo {FSI}Anna{PDI}!"))
    );
    assert_eq!(
        de.notation_message("greeting", Some(&args)).as_deref(),
        Some("Hallo Anna!")
    );
    assert!(de.source_files().any(|f| f == path));
    assert_eq!(locales.len(), Locales::embedded().len());
    // The other locales are untouched.
    assert_eq!(locales.get("it").unwrap().letters().capture, "x");

    // A second override stacks on the first.
    let dir2 = TempDir::new("override2");
    dir2.write("de/notation.ftl", "spoken-mate = Matt!\n");
    locales.add_dir(dir2.path()).unwrap();
    let de = locales.get("de").unwrap();
    assert_eq!(de.letters().capture, ":");
    assert_eq!(de.message("spoken-mate", None).as_deref(), Some("Matt!"));
}

#[test]
fn an_override_may_have_only_messages() {
    let dir = TempDir::new("messages-only");
    dir.write("he/messages.ftl", "move-shown = מהלך: { $san }\n");
    let mut locales = Locales::embedded();
    locales.add_dir(dir.path()).unwrap();
    let he = locales.get("he").unwrap();
    let mut args = FluentArgs::new();
    args.set("san", "Qxe7+ ?!");
    // Isolation keeps "+" and "?!" in place in RTL text (facts §1.3).
    assert_eq!(
        he.message("move-shown", Some(&args)),
        Some(format!("מהלך: {FSI}Qxe7+ ?!{PDI}"))
    );
    assert_eq!(he.letters().piece(Role::Queen), "מה");
}

#[test]
fn a_regional_locale_starts_from_its_language() {
    let dir = TempDir::new("de-AT");
    dir.write(
        "de-AT/notation.ftl",
        "language-name = Österreichisches Deutsch\n",
    );
    let mut locales = Locales::embedded();
    locales.add_dir(dir.path()).unwrap();
    let at = locales.get("de-at").unwrap();
    assert_eq!(at.tag(), "de-AT");
    assert_eq!(at.name(), "Österreichisches Deutsch");
    assert_eq!(at.letters().piece(Role::Queen), "D");
    assert_eq!(at.letters().lang, "de-AT");
    // "de" still finds German itself.
    assert_eq!(locales.get("de").unwrap().name(), "Deutsch");
    assert_eq!(
        locales
            .find_by_name("Österreichisches Deutsch")
            .map(Locale::tag),
        Some("de-AT")
    );
}

fn add(files: &[(&str, &str)]) -> (Locales, Vec<LocaleError>, TempDir) {
    let dir = TempDir::new("bad");
    for (path, text) in files {
        dir.write(path, text);
    }
    let mut locales = Locales::embedded();
    let errors = locales.add_dir(dir.path()).err().unwrap_or_default();
    (locales, errors, dir)
}

#[test]
fn fluent_junk_is_reported_with_file_line_and_id() {
    let text = FRENCH.replace("piece-letter-king = R", "piece-letter-king");
    let (locales, errors, dir) = add(&[("frc/notation.ftl", &text)]);
    assert_eq!(errors.len(), 1, "{errors:#?}");
    let e = &errors[0];
    assert!(matches!(e.kind(), LocaleErrorKind::Syntax(_)), "{e:?}");
    assert_eq!(e.path(), dir.path().join("frc").join("notation.ftl"));
    assert_eq!(e.line(), Some(3));
    assert_eq!(e.message_id(), Some("piece-letter-king"));
    let shown = e.to_string();
    let file = dir.path().join("frc").join("notation.ftl");
    assert!(
        shown.starts_with(&format!("{}:3:", file.display())),
        "{shown}"
    );
    assert!(shown.contains("`piece-letter-king`"), "{shown}");
    // Not added.
    assert!(locales.get("frc").is_none());
    assert_eq!(locales.len(), Locales::embedded().len());
}

#[test]
fn seven_file_letters_are_rejected() {
    let text = french_without("file-h");
    let (locales, errors, _dir) = add(&[("frc/notation.ftl", &text)]);
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(matches!(errors[0].kind(), LocaleErrorKind::MissingMessage));
    assert_eq!(errors[0].message_id(), Some("file-h"));
    let shown = errors[0].to_string();
    assert!(
        shown.contains("fr") && shown.contains("notation.ftl"),
        "{shown}"
    );
    assert!(shown.contains("`file-h`"), "{shown}");
    assert!(locales.get("frc").is_none());
}

#[test]
fn bad_notation_values_name_their_line_and_id() {
    let text = FRENCH.replace("file-c = c", "file-c = cd");
    let (_, errors, _dir) = add(&[("frc/notation.ftl", &text)]);
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!(errors[0].message_id(), Some("file-c"));
    assert_eq!(errors[0].line(), Some(17));
    assert_eq!(errors[0].column(), Some(1));
    assert!(errors[0].to_string().contains("exactly one letter"));

    let text = FRENCH.replace("piece-letter-queen = D", "piece-letter-queen = { \"\" }");
    let (_, errors, _dir) = add(&[("frc/notation.ftl", &text)]);
    assert!(matches!(errors[0].kind(), LocaleErrorKind::EmptyMessage));
    assert_eq!(errors[0].message_id(), Some("piece-letter-queen"));

    // A reference to a variable cannot be formatted without arguments.
    let text = FRENCH.replace("capture-mark = x", "capture-mark = { $mark }");
    let (_, errors, _dir) = add(&[("frc/notation.ftl", &text)]);
    assert!(matches!(errors[0].kind(), LocaleErrorKind::Malformed(_)));
    assert_eq!(errors[0].message_id(), Some("capture-mark"));
}

#[test]
fn a_bad_override_leaves_the_locale_as_it_was() {
    let (locales, errors, dir) = add(&[("de/notation.ftl", "\n\npiece-letter-queen = K\n")]);
    assert_eq!(errors.len(), 1, "{errors:#?}");
    let e = &errors[0];
    assert_eq!(e.message_id(), Some("piece-letter-queen"));
    assert_eq!(e.line(), Some(3));
    assert_eq!(e.path(), dir.path().join("de").join("notation.ftl"));
    assert!(e.to_string().contains("`piece-letter-king`"), "{e}");
    assert_eq!(locales.get("de").unwrap().letters().piece(Role::Queen), "D");
}

#[test]
fn good_folders_load_next_to_bad_ones() {
    let (locales, errors, _dir) = add(&[
        ("frc/notation.ftl", FRENCH),
        ("xx/notation.ftl", "oops = {\n"),
        ("README.md", "not a locale"),
        (".hidden/notation.ftl", "junk junk"),
    ]);
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(errors[0].path().ends_with("xx/notation.ftl"));
    assert_eq!(errors[0].message_id(), Some("oops"));
    assert!(locales.get("frc").is_some());
    assert!(locales.get("xx").is_none());
}

#[test]
fn duplicate_ids_in_one_folder_are_errors() {
    let (locales, errors, _dir) = add(&[
        ("frc/notation.ftl", FRENCH),
        ("frc/messages.ftl", "# UI\n\ncapture-mark = ×\n"),
    ]);
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(matches!(
        errors[0].kind(),
        LocaleErrorKind::DuplicateMessage
    ));
    assert!(errors[0].path().ends_with("frc/messages.ftl"));
    assert_eq!(errors[0].line(), Some(3));
    assert_eq!(errors[0].message_id(), Some("capture-mark"));
    assert!(locales.get("frc").is_none());
}

#[test]
fn folders_without_notation_or_with_bad_names() {
    let (locales, errors, dir) = add(&[
        ("frc/messages.ftl", "hello = Bonjour\n"),
        ("not a tag/notation.ftl", FRENCH),
    ]);
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(matches!(
        errors[0].kind(),
        LocaleErrorKind::MissingNotationFile
    ));
    assert_eq!(
        errors[0].path(),
        dir.path().join("frc").join("notation.ftl")
    );
    assert!(errors[0].to_string().contains("no notation.ftl"));
    assert!(matches!(errors[1].kind(), LocaleErrorKind::InvalidTag(_)));
    assert!(errors[1].to_string().contains("`not a tag`"));
    assert_eq!(locales.len(), Locales::embedded().len());

    // An empty folder for a known locale is an error too.
    let (_, errors, _dir) = add(&[("de/.keep", "")]);
    assert!(matches!(
        errors[0].kind(),
        LocaleErrorKind::MissingNotationFile
    ));
}

#[test]
fn missing_and_non_directory_paths() {
    let dir = TempDir::new("paths");
    let missing = dir.path().join("does-not-exist");
    let mut locales = Locales::embedded();
    let errors = locales.add_dir(&missing).unwrap_err();
    assert_eq!(errors.len(), 1);
    match errors[0].kind() {
        LocaleErrorKind::Io(e) => assert_eq!(e.kind(), std::io::ErrorKind::NotFound),
        other => panic!("{other:?}"),
    }
    assert_eq!(errors[0].path(), missing);
    assert!(
        errors[0]
            .to_string()
            .starts_with(&missing.display().to_string())
    );
    assert!(std::error::Error::source(&errors[0]).is_some());

    let file = dir.write("plain.txt", "x");
    let errors = locales.add_dir(&file).unwrap_err();
    assert!(matches!(errors[0].kind(), LocaleErrorKind::NotADirectory));
    assert_eq!(locales.len(), Locales::embedded().len());
}

#[test]
fn load_reads_an_explicit_folder_after_the_embedded_ones() {
    let dir = TempDir::new("load");
    dir.write("frc/notation.ftl", FRENCH);
    dir.write("it/notation.ftl", "capture-mark = :\n");
    let (locales, errors) = Locales::load(Some(dir.path()));
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(locales.get("frc").unwrap().name(), "Français cadien");
    assert_eq!(locales.get("it").unwrap().letters().capture, ":");
}

#[test]
fn hostile_files_never_panic() {
    let inputs: [&[u8]; 12] = [
        b"",
        b"\xEF\xBB\xBF",
        b"\xFF\xFE not utf-8 \xC3",
        b"{",
        b"}}}}",
        b"= = =",
        b"-term = x\n",
        b"a = { b }\nb = { a }\n",
        b"file-a = { file-a }\n",
        b"piece-letter-king =\n    .attr = K\n",
        b"x = { $a ->\n   *[b] c\n",
        "language-name = \u{202E}\u{0}\n".as_bytes(),
    ];
    for (i, input) in inputs.iter().enumerate() {
        let dir = TempDir::new("hostile");
        dir.write(&format!("x{i}/notation.ftl"), input);
        dir.write("de/notation.ftl", input);
        let mut locales = Locales::embedded();
        let result = locales.add_dir(dir.path());
        assert!(result.is_err(), "input {i} was accepted");
        for e in result.unwrap_err() {
            assert!(!e.to_string().is_empty());
        }
        assert_eq!(locales.len(), Locales::embedded().len(), "input {i}");
    }
    // A long line.
    let dir = TempDir::new("long");
    dir.write(
        "frc/notation.ftl",
        format!("file-a = {}\n", "a".repeat(100_000)),
    );
    assert!(Locales::embedded().add_dir(dir.path()).is_err());
}
