//! Random legal games: at every ply the FEN round-trips, the incremental
//! hash equals a fresh one, and the legal moves agree with shakmaty's.
//! Plus game status: mates, stalemates, material, counters and repetitions.

use forsyth_core::{
    CastlingMode, Fen, File, Game, GameStatus, Move, Position, Rank, Role, Square, Status, zobrist,
};
use proptest::prelude::*;
use shakmaty::{Chess, Position as _};

fn shakmaty_position(fen: &str, mode: CastlingMode) -> Chess {
    let mode = match mode {
        CastlingMode::Standard => shakmaty::CastlingMode::Standard,
        CastlingMode::Chess960 => shakmaty::CastlingMode::Chess960,
    };
    fen.parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(mode)
        .unwrap()
}

fn uci_set(pos: &Position) -> Vec<String> {
    let chess960 = pos.castles().is_chess960();
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(chess960).to_string())
        .collect();
    v.sort();
    v
}

fn shakmaty_uci_set(pos: &Chess, mode: CastlingMode) -> Vec<String> {
    let mode = match mode {
        CastlingMode::Standard => shakmaty::CastlingMode::Standard,
        CastlingMode::Chess960 => shakmaty::CastlingMode::Chess960,
    };
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_uci(mode).to_string())
        .collect();
    v.sort();
    v
}

/// `Position::san_move` names the one move of `moves` (the legal moves of
/// `role` to `to`) that fits a file, a rank and a promotion written, every
/// way of writing them, or none when none or several fit.
fn san_moves_agree(pos: &Position, role: Role, to: Square, moves: &[Move]) {
    // Nothing written, the file and rank of each origin and of `to`, and
    // one that no origin has.
    let origins = moves.iter().filter_map(Move::from);
    let mut files: Vec<Option<File>> =
        vec![None, Some(to.file()), Some(File::new(to.file() as u32 + 3))];
    files.extend(origins.clone().map(|f| Some(f.file())));
    let mut ranks: Vec<Option<Rank>> =
        vec![None, Some(to.rank()), Some(Rank::new(to.rank() as u32 + 5))];
    ranks.extend(origins.map(|f| Some(f.rank())));
    for &from_file in &files {
        for &from_rank in &ranks {
            let promotions = [
                None,
                Some(Role::Queen),
                Some(Role::Knight),
                Some(Role::King),
            ];
            for promotion in promotions {
                let fitting: Vec<&Move> = moves
                    .iter()
                    .filter(|m| {
                        let from = m.from().unwrap();
                        from_file.is_none_or(|f| from.file() == f)
                            && from_rank.is_none_or(|r| from.rank() == r)
                            && (role != Role::Pawn
                                || from_file.is_some()
                                || from.file() == to.file())
                    })
                    .collect();
                // A promotion written exactly when the move promotes.
                let promotes = fitting.iter().any(|m| m.promotion().is_some());
                let kept: Vec<&Move> = fitting
                    .into_iter()
                    .filter(|m| promotes == promotion.is_some() && m.promotion() == promotion)
                    .collect();
                let expected = (kept.len() == 1).then(|| *kept[0]);
                assert_eq!(
                    pos.san_move(role, to, from_file, from_rank, promotion),
                    expected,
                    "{role:?} to {to:?} from {from_file:?} {from_rank:?} ={promotion:?} at {}",
                    pos.fen()
                );
            }
        }
    }
}

/// Plays a random game of up to `plies` plies from `start`, checking the
/// invariants at every ply.
fn random_game(start: &str, mode: CastlingMode, seed: u64, plies: usize) {
    let (pos, _) = Fen::parse_strict(start, Some(mode)).unwrap();
    let mut game = Game::new(pos);
    let mut rng = seed | 1;
    for _ in 0..plies {
        let pos = *game.position();
        let fen = pos.fen();
        let (again, _) = Fen::parse_strict(&fen, Some(mode)).unwrap();
        assert_eq!(again, pos, "FEN round trip of {fen}");
        assert_eq!(
            game.hash(),
            zobrist::hash(&pos),
            "incremental hash at {fen}"
        );
        let reference = shakmaty_position(&fen, mode);
        assert_eq!(
            uci_set(&pos),
            shakmaty_uci_set(&reference, mode),
            "moves at {fen}"
        );
        assert_eq!(pos.count_legal_moves() as usize, pos.legal_moves().len());
        assert_eq!(pos.has_legal_moves(), !pos.legal_moves().is_empty());
        assert_eq!(pos.is_check(), reference.is_check(), "check at {fen}");
        let moves = pos.legal_moves();
        // Targeted generation (what SAN reading uses) finds the same moves.
        let mut targeted = pos.legal_castling_moves().len();
        for role in forsyth_core::Role::ALL {
            for to in forsyth_core::Square::all() {
                let some = pos.legal_moves_to(role, to);
                assert!(
                    some.iter()
                        .all(|m| moves.contains(m) && m.role() == Some(role))
                );
                targeted += some.len();
                san_moves_agree(&pos, role, to, &some);
            }
            let of_role = pos.legal_moves_of(role);
            assert_eq!(
                of_role.len(),
                moves.iter().filter(|m| m.role() == Some(role)).count()
            );
        }
        assert_eq!(targeted, moves.len(), "targeted generation at {fen}");
        if moves.is_empty() {
            assert!(matches!(
                pos.status(),
                Status::Checkmate { .. } | Status::Stalemate
            ));
            return;
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let m = moves[(rng % moves.len() as u64) as usize];
        game.play(m).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_standard_games(seed in any::<u64>()) {
        random_game("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CastlingMode::Standard, seed, 200);
    }

    #[test]
    fn random_games_from_kiwipete(seed in any::<u64>()) {
        random_game("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", CastlingMode::Standard, seed, 120);
    }

    #[test]
    fn random_chess960_games(seed in any::<u64>()) {
        random_game("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", CastlingMode::Chess960, seed, 120);
    }
}

fn pos(fen: &str) -> Position {
    fen.parse().unwrap()
}

#[test]
fn mates_and_stalemates() {
    // Fool's mate.
    let p = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(p.is_checkmate());
    assert_eq!(
        p.status(),
        Status::Checkmate {
            winner: forsyth_core::Color::Black
        }
    );
    // Stalemate: Black king a8, White queen b6 and king c6... Black to move.
    let p = pos("k7/8/1QK5/8/8/8/8/8 b - - 0 1");
    assert!(p.is_stalemate());
    assert_eq!(p.status(), Status::Stalemate);
}

#[test]
fn insufficient_material() {
    for fen in [
        "8/8/4k3/8/8/4K3/8/8 w - - 0 1",
        "8/8/4k3/8/8/4KN2/8/8 w - - 0 1",
        // Bishops on squares of one colour (f3 and g6 are both light).
        "8/8/4k1b1/8/8/4KB2/8/8 w - - 0 1",
    ] {
        assert!(pos(fen).is_insufficient_material(), "{fen}");
    }
    for fen in [
        "8/8/4k3/8/8/4KR2/8/8 w - - 0 1",
        "8/8/4k3/8/8/3NKN2/8/8 w - - 0 1",
        // Bishops of opposite colours (f6 dark, f3 light) can mate.
        "8/8/4kb2/8/8/4KB2/8/8 w - - 0 1",
        "8/8/4k3/8/4p3/4KN2/8/8 w - - 0 1",
    ] {
        assert!(!pos(fen).is_insufficient_material(), "{fen}");
    }
    // A lone knight cannot win on time against a bare king, but can against a pawn.
    assert!(
        pos("8/8/4k3/8/8/4KN2/8/8 w - - 0 1").has_insufficient_material(forsyth_core::Color::White)
    );
    assert!(
        !pos("8/8/4k3/4p3/8/4KN2/8/8 w - - 0 1")
            .has_insufficient_material(forsyth_core::Color::White)
    );
}

#[test]
fn move_counters() {
    assert_eq!(
        pos("8/8/4k3/8/8/4KR2/8/8 w - - 99 80").status(),
        Status::Ongoing
    );
    assert_eq!(
        pos("8/8/4k3/8/8/4KR2/8/8 w - - 100 80").status(),
        Status::FiftyMovesClaimable
    );
    assert_eq!(
        pos("8/8/4k3/8/8/4KR2/8/8 w - - 150 80").status(),
        Status::SeventyFiveMoves
    );
}

#[test]
fn repetitions() {
    let mut game = Game::new(Position::new());
    let shuffle = |from: &str, to: &str| Move::Normal {
        role: forsyth_core::Role::Knight,
        from: from.parse().unwrap(),
        capture: None,
        to: to.parse().unwrap(),
        promotion: None,
    };
    let cycle = [
        shuffle("g1", "f3"),
        shuffle("g8", "f6"),
        shuffle("f3", "g1"),
        shuffle("f6", "g8"),
    ];
    assert_eq!(game.repetitions(), 1);
    for m in cycle {
        game.play(m).unwrap();
    }
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.status(), GameStatus::Position(Status::Ongoing));
    for m in cycle {
        game.play(m).unwrap();
    }
    assert_eq!(game.status(), GameStatus::ThreefoldRepetitionClaimable);
    for m in cycle.iter().chain(cycle.iter()) {
        game.play(*m).unwrap();
    }
    assert_eq!(game.repetitions(), 5);
    assert_eq!(game.status(), GameStatus::FivefoldRepetition);
}

#[test]
fn en_passant_counts_for_repetition_only_when_legal() {
    // After 1. e4 the FEN records e3, but no black pawn can take: the
    // position repeats the one with no en passant square.
    let mut a = Position::new();
    a.play(Move::Normal {
        role: forsyth_core::Role::Pawn,
        from: "e2".parse().unwrap(),
        capture: None,
        to: "e4".parse().unwrap(),
        promotion: None,
    })
    .unwrap();
    assert_eq!(a.ep_square(), Some("e3".parse().unwrap()));
    assert_eq!(a.legal_ep_square(), None);
    let b = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(zobrist::hash(&a), zobrist::hash(&b));
    // With a black pawn on d4 the capture is possible and the hashes differ.
    let c = pos("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    let d = pos("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(c.legal_ep_square(), Some("e3".parse().unwrap()));
    assert_ne!(zobrist::hash(&c), zobrist::hash(&d));
}

#[test]
fn illegal_moves_are_refused() {
    let mut p = Position::new();
    let bad = Move::Normal {
        role: forsyth_core::Role::Pawn,
        from: "e2".parse().unwrap(),
        capture: None,
        to: "e5".parse().unwrap(),
        promotion: None,
    };
    assert!(p.play(bad).is_err());
    assert_eq!(p, Position::new());
}
