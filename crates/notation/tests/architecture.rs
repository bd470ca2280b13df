//! The modules of `forsyth-notation` import one way only: language data →
//! syntax → moves → what a finding is → replay → findings placed and mended
//! → drivers and document writers (ARCHITECTURE.md, "Layers of
//! notation"). This test reads the sources and fails when a module imports
//! a module of a layer above its own, or when the modules of any crate of
//! the workspace import each other in a cycle.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

/// The layers of notation, bottom first. A module may import modules of its
/// own layer and of the layers below.
const LAYERS: &[(&str, &[&str])] = &[
    ("language data", &["letters", "locale", "messages"]),
    ("syntax", &["lexer", "tree", "events", "outline", "format"]),
    (
        "moves",
        &[
            "word",
            "notes",
            "printed",
            "resolve",
            "write",
            "correct",
            "descriptive",
        ],
    ),
    ("what a finding is", &["diagnostic"]),
    ("replay", &["analysis", "cursor"]),
    ("findings placed and mended", &["finding", "fix"]),
    (
        "drivers and document writers",
        &[
            "lint",
            "translate",
            "pipeline",
            "problem",
            "diagram",
            "rewrite",
            "spoken",
            "prose",
        ],
    ),
];

/// The modules each top-level module of the crate at `src` names with a
/// `crate::` path, in `use` declarations or inline (tests included).
fn imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(src).expect("inside src");
            let top = rel
                .components()
                .next()
                .and_then(|c| c.as_os_str().to_str())
                .expect("a name")
                .trim_end_matches(".rs")
                .to_owned();
            if top == "lib" || top == "main" {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("UTF-8 source");
            let targets = edges.entry(top.clone()).or_default();
            for name in crate_paths(&text) {
                if name != top && name != "self" && name != "super" {
                    targets.insert(name);
                }
            }
        }
    }
    edges
}

/// The first segments of the `crate::…` paths of a source text, comments
/// left out: `crate::tree::Game` and `crate::{tree, lexer::Token}` name
/// `tree` and `lexer`.
fn crate_paths(text: &str) -> BTreeSet<String> {
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // `forsyth_core::…`, not `crate::`
        }
        if let Some(group) = rest.strip_prefix('{') {
            // A group: its top-level items, each up to `::`, `,` or `}`.
            let mut depth = 1;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if depth == 0 || (depth == 1 && c == ',') {
                    let name = item.trim().split("::").next().unwrap_or_default().trim();
                    if !name.is_empty() {
                        out.insert(name.trim_matches(['{', '}']).to_owned());
                    }
                    item.clear();
                    if depth == 0 {
                        break;
                    }
                } else if depth >= 1 {
                    item.push(c);
                }
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

fn crate_src(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(name)
        .join("src")
}

#[test]
fn notation_imports_only_point_down_its_layers() {
    let layer_of = |module: &str| LAYERS.iter().position(|(_, ms)| ms.contains(&module));
    let edges = imports(&crate_src("notation"));
    let mut wrong = Vec::new();
    for (module, targets) in &edges {
        let Some(own) = layer_of(module) else {
            wrong.push(format!(
                "{module}: in no layer (add it to LAYERS and ARCHITECTURE.md)"
            ));
            continue;
        };
        for target in targets {
            match layer_of(target) {
                Some(layer) if layer <= own => {}
                Some(layer) => wrong.push(format!(
                    "{module} ({}) imports {target} ({}), a layer above",
                    LAYERS[own].0, LAYERS[layer].0
                )),
                None => wrong.push(format!("{module} imports {target}, in no layer")),
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // Every layer's modules exist: the table is not stale.
    for (layer, modules) in LAYERS {
        for module in *modules {
            let file = crate_src("notation").join(format!("{module}.rs"));
            assert!(file.exists(), "{layer}: {module} has no {}", file.display());
        }
    }
}

/// Strongly connected components of more than one module (Tarjan).
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on.insert(v);
        if let Some(targets) = s.edges.get(v) {
            for w in targets {
                let w = w.as_str();
                if !s.index.contains_key(w) {
                    visit(s, w);
                    let low = s.low[v].min(s.low[w]);
                    s.low.insert(v, low);
                } else if s.on.contains(w) {
                    let low = s.low[v].min(s.index[w]);
                    s.low.insert(v, low);
                }
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on.remove(w);
                component.push(w.to_owned());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.out.push(component);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !state.index.contains_key(v.as_str()) {
            visit(&mut state, v);
        }
    }
    state.out
}

#[test]
fn no_crate_has_an_import_cycle() {
    let mut found = Vec::new();
    for name in ["core", "notation", "pgn-lsp", "cli"] {
        for cycle in cycles(&imports(&crate_src(name))) {
            found.push(format!("crates/{name}: {}", cycle.join(", ")));
        }
    }
    assert!(found.is_empty(), "import cycles:\n{}", found.join("\n"));
}

#[test]
fn the_reader_of_imports_sees_groups_and_inline_paths() {
    let text = "use crate::{tree::{Game, Item}, lexer::Token};\n\
                let x = crate::resolve::resolve(a); // crate::ignored\n\
                use forsyth_core::Position;";
    let found: Vec<String> = crate_paths(text).into_iter().collect();
    assert_eq!(found, ["lexer", "resolve", "tree"]);
}
