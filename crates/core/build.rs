//! Generates the attack tables of `forsyth-core` (magic bitboards for
//! bishops, and the squares between and on a line through two squares) into
//! `$OUT_DIR/tables.rs`, so they live in read-only data with no start-up cost.
//! (Rooks need no table of this kind: see `src/attacks.rs`.)
//!
//! The magic numbers were found once by a random search for multipliers that
//! map every blocker subset of a square's mask to a slot of its own (or to a
//! slot with the same attack set); the search is not repeated here, but every
//! number is checked below, and the build fails if one does not work.

use std::{env, fmt::Write as _, fs, path::Path};

const BISHOP_MAGICS: [u64; 64] = [
    0xa010041108003100,
    0x006082020a002900,
    0x6810010619200000,
    0x08281a0520000408,
    0x0001104001000400,
    0x0018901008048400,
    0x00040a0210245280,
    0x000200210808a402,
    0x9140048410821200,
    0x0800091010820041,
    0x20504804832202c0,
    0x0100091401081000,
    0x8021011140000012,
    0x0810020804450400,
    0x208b0542109008a2,
    0x0080084a08040204,
    0x0040e2a80811244c,
    0x2505022008008108,
    0x0430220100420040,
    0x010a040420220040,
    0x1105000290400000,
    0x0093001200822120,
    0x4000a62048043004,
    0x280120048a015004,
    0x006090002a020814,
    0x44042000240800d0,
    0x01102800040a4400,
    0x1004080080220040,
    0x0001001011004024,
    0x0010044000805040,
    0x0914041200820100,
    0x0004821012821480,
    0x0024040500c05021,
    0x0088611002080200,
    0x0116080a00040020,
    0x4000020080080080,
    0x2450450140840040,
    0x0000880201484100,
    0x0222020404020092,
    0x8081110600002e00,
    0x2842101105000801,
    0x1100809008001025,
    0x00020202221c0400,
    0x0422014022009020,
    0x0210046102100c00,
    0xc004008082029102,
    0x00aa461801101200,
    0x0404080080201108,
    0x020542108c205002,
    0x0410544804100100,
    0x0040910841100000,
    0x0400200042021100,
    0x00004204850400c0,
    0x0200100410a42102,
    0x1040020801210102,
    0x0805040410420000,
    0x2884804130100200,
    0x800c262201242000,
    0x1058000194108800,
    0x0014221054420204,
    0x0104000012a02200,
    0x0200881003300100,
    0x0140400202840100,
    0x0402020801010201,
];

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

/// Attacks of a slider on `sq` moving in `dirs`, stopping at blockers in `occ`.
fn slide(sq: i32, occ: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut att = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on_board(f, r) {
            let b = 1u64 << (r * 8 + f);
            att |= b;
            if occ & b != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    att
}

/// The squares whose occupancy matters for a slider on `sq` (edges excluded).
fn relevant_mask(sq: i32, dirs: &[(i32, i32)]) -> u64 {
    let mut m = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on_board(f + df, r + dr) {
            m |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    m
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let mut out = String::new();
    let mut table: Vec<u64> = Vec::new();
    let mut entries = String::new();
    for sq in 0..64 {
        let mask = relevant_mask(sq, &BISHOP_DIRS);
        let bits = mask.count_ones();
        let offset = table.len();
        table.resize(offset + (1 << bits), 0);
        let mut filled = vec![false; 1 << bits];
        let magic = BISHOP_MAGICS[sq as usize];
        let mut sub = 0u64;
        loop {
            let att = slide(sq, sub, &BISHOP_DIRS);
            let idx = (sub.wrapping_mul(magic) >> (64 - bits)) as usize;
            if filled[idx] && table[offset + idx] != att {
                panic!("bishop magic for square {sq} collides");
            }
            filled[idx] = true;
            table[offset + idx] = att;
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
        writeln!(
            entries,
            "    Magic {{ mask: {mask:#018x}, magic: {magic:#018x}, shift: {}, offset: {offset} }},",
            64 - bits
        )
        .unwrap();
    }
    writeln!(
        out,
        "pub(crate) static BISHOP_MAGICS: [Magic; 64] = [\n{entries}];"
    )
    .unwrap();
    writeln!(
        out,
        "pub(crate) static BISHOP_ATTACKS: [u64; {}] = [",
        table.len()
    )
    .unwrap();
    for chunk in table.chunks(8) {
        out.push_str("   ");
        for v in chunk {
            write!(out, " {v:#x},").unwrap();
        }
        out.push('\n');
    }
    out.push_str("];\n");

    // BETWEEN[a][b]: squares strictly between a and b on a line, else empty.
    // LINE[a][b]: the whole line through a and b (edge to edge), else empty.
    let mut between = String::new();
    let mut line = String::new();
    for a in 0..64 {
        between.push_str("    [");
        line.push_str("    [");
        for b in 0..64 {
            let (mut bt, mut ln) = (0u64, 0u64);
            if a != b {
                for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
                    if slide(a, 0, dirs) & (1u64 << b) != 0 {
                        bt = slide(a, 1u64 << b, dirs) & slide(b, 1u64 << a, dirs);
                        ln = (slide(a, 0, dirs) & slide(b, 0, dirs)) | (1u64 << a) | (1u64 << b);
                    }
                }
            }
            write!(between, "{bt:#x},").unwrap();
            write!(line, "{ln:#x},").unwrap();
        }
        between.push_str("],\n");
        line.push_str("],\n");
    }
    writeln!(
        out,
        "pub(crate) static BETWEEN: [[u64; 64]; 64] = [\n{between}];"
    )
    .unwrap();
    writeln!(out, "pub(crate) static LINE: [[u64; 64]; 64] = [\n{line}];").unwrap();

    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("tables.rs");
    fs::write(dest, out).unwrap();
}
