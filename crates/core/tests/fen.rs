//! FEN reading and writing: every strict rule has a rejected example (with
//! the span it points at) and a near miss that is accepted; lenient reading
//! repairs what people write; FEN round trips.

use forsyth_core::{
    CastlingMode, Color, Fen, FenErrorKind, FenField, Position, PositionError, Repair, Square,
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Asserts that `fen` is rejected in strict mode with `kind`, pointing at `at`.
#[track_caller]
fn rejects(fen: &str, kind: FenErrorKind, at: &str) {
    let err = Fen::parse_strict(fen, None).expect_err(fen);
    assert_eq!(err.kind, kind, "{fen}");
    assert_eq!(&fen[err.span.clone()], at, "span of {kind:?} in {fen}");
    assert!(!err.to_string().is_empty());
}

#[track_caller]
fn accepts(fen: &str) -> Position {
    match Fen::parse_strict(fen, None) {
        Ok((pos, parsed)) => {
            assert!(parsed.repairs.is_empty());
            pos
        }
        Err(e) => panic!("{fen}: {e} at {:?}", e.span),
    }
}

#[test]
fn field_count_and_separators() {
    rejects(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
        FenErrorKind::FieldCount { found: 5 },
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
    );
    rejects(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",
        FenErrorKind::FieldCount { found: 7 },
        "x",
    );
    rejects(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w  KQkq - 0 1",
        FenErrorKind::Separator,
        " ",
    );
    rejects("   ", FenErrorKind::Empty, "   ");
    // Outer white space is not part of the FEN.
    accepts(&format!("  {START}\n"));
}

#[test]
fn placement_rules() {
    rejects(
        "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        FenErrorKind::RankCount { found: 7 },
        "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR",
    );
    rejects(
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        FenErrorKind::RankLength {
            rank: forsyth_core::Rank::Seventh,
            squares: 7,
        },
        "ppppppp",
    );
    rejects(
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        FenErrorKind::BadPlacementChar('9'),
        "9",
    );
    rejects(
        "rnbqkbnr/pppppppp/8/44/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        FenErrorKind::ConsecutiveDigits,
        "4",
    );
    rejects(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
        FenErrorKind::BadPlacementChar('X'),
        "X",
    );
    // Near misses: every letter of both colours, runs of every length.
    accepts("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    accepts("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

#[test]
fn kings_and_pawns() {
    rejects(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
        FenErrorKind::Position(PositionError::MissingKing(Color::White)),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR",
    );
    rejects(
        "4k3/8/8/8/8/8/8/K3K3 w - - 0 1",
        FenErrorKind::Position(PositionError::TooManyKings(Color::White, Square::E1)),
        "K",
    );
    rejects(
        "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
        FenErrorKind::Position(PositionError::PawnOnBackRank(Square::H8)),
        "P",
    );
    accepts("4k3/7P/8/8/8/8/8/4K3 w - - 0 1");
    rejects(
        "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
        FenErrorKind::Position(PositionError::TooManyPawns(Color::Black)),
        "4k3/pppppppp/p7/8/8/8/8/4K3",
    );
}

#[test]
fn side_to_move_and_checks() {
    rejects(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        FenErrorKind::BadTurn,
        "x",
    );
    // Black to move in check from the rook is fine; White to move is not.
    accepts("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1");
    rejects(
        "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
        FenErrorKind::Position(PositionError::OppositeCheck {
            color: Color::Black,
            checker: Square::E2,
        }),
        "w",
    );
    // Two knights cannot check at once; a knight and a rook can (discovery).
    rejects(
        "4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1",
        FenErrorKind::Position(PositionError::ImpossibleCheck),
        "4k3/8/3N1N2/8/8/8/8/4K3",
    );
    accepts("4k3/8/3N4/8/8/8/4R3/4K3 b - - 0 1");
}

#[test]
fn castling_rights() {
    rejects(
        "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1",
        FenErrorKind::CastlingNoRook('K'),
        "K",
    );
    accepts("r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1");
    rejects(
        "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1",
        FenErrorKind::CastlingNoKing('K'),
        "K",
    );
    rejects(
        START.replace("KQkq", "KQkQ").as_str(),
        FenErrorKind::DuplicateCastling('Q'),
        "Q",
    );
    rejects(
        START.replace("KQkq", "kqKQ").as_str(),
        FenErrorKind::CastlingOrder,
        "kqKQ",
    );
    rejects(
        START.replace("KQkq", "KQkx").as_str(),
        FenErrorKind::BadCastlingChar('x'),
        "x",
    );
    // The same king off e1 is fine in Chess960 (X-FEN reading).
    let (pos, _) = Fen::parse_strict(
        "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1",
        Some(CastlingMode::Chess960),
    )
    .unwrap();
    assert!(pos.castles().is_chess960());
    assert_eq!(pos.castles().castling_rights().count(), 4);
}

#[test]
fn en_passant_square() {
    // The issue's own example: e3 with no white pawn on e4.
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1";
    rejects(
        fen,
        FenErrorKind::Position(PositionError::EpNoPawn {
            ep: Square::E3,
            pawn: Square::E4,
            color: Color::White,
        }),
        "e3",
    );
    let err = Fen::parse_strict(fen, None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "en passant square e3, but no white pawn stands on e4"
    );
    accepts("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    rejects(
        "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1",
        FenErrorKind::Position(PositionError::EpOccupied { ep: Square::E3 }),
        "e3",
    );
    rejects(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 1",
        FenErrorKind::Position(PositionError::EpOriginOccupied {
            ep: Square::E3,
            origin: Square::E2,
        }),
        "e3",
    );
    rejects(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
        FenErrorKind::Position(PositionError::EpWrongRank { ep: Square::E3 }),
        "e3",
    );
    rejects(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
        FenErrorKind::BadEpSquare,
        "e4",
    );
    rejects(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 1",
        FenErrorKind::Position(PositionError::EpWithHalfmoves {
            ep: Square::E3,
            halfmoves: 3,
        }),
        "3",
    );
}

#[test]
fn counters() {
    rejects(
        &START.replace(" 0 1", " -1 1"),
        FenErrorKind::BadHalfmoves,
        "-1",
    );
    rejects(
        &START.replace(" 0 1", " 0 0"),
        FenErrorKind::BadFullmoves,
        "0",
    );
    rejects(
        &START.replace(" 0 1", " 0 x"),
        FenErrorKind::BadFullmoves,
        "x",
    );
    accepts(&START.replace(" 0 1", " 99 120"));
    rejects(
        &START.replace(" - 0 1", " – 0 1"),
        FenErrorKind::NonAscii('–'),
        "–",
    );
}

#[test]
fn lenient_reading() {
    // The Italian seed writes FEN in brackets with missing trailing fields.
    let (pos, parsed) = Fen::parse_lenient(
        "[r1bq1rk1/pp3ppp/3n4/2p1N3/2B5/7P/PPP2PP1/R1BQR1K1 w]",
        None,
    )
    .unwrap();
    assert_eq!(
        pos.fen(),
        "r1bq1rk1/pp3ppp/3n4/2p1N3/2B5/7P/PPP2PP1/R1BQR1K1 w - - 0 1"
    );
    assert!(parsed.repairs.contains(&Repair::StrippedBrackets));
    for field in [
        FenField::Castling,
        FenField::EnPassant,
        FenField::Halfmoves,
        FenField::Fullmoves,
    ] {
        assert!(
            parsed.repairs.contains(&Repair::Defaulted(field)),
            "{field:?}"
        );
    }
    // ... and an en dash for the empty en passant field.
    let (pos, parsed) = Fen::parse_lenient(
        "[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq – 0 1]",
        None,
    )
    .unwrap();
    assert_eq!(pos, Position::new());
    assert!(
        parsed
            .repairs
            .iter()
            .any(|r| matches!(r, Repair::Dash { .. }))
    );
    // Problemist notation: the board alone (the Greek seed's 1881 problem in FEN letters).
    let (pos, parsed) = Fen::parse_lenient("(R7/4k3/4N3/K2B4/8/8/8/5R2)", None).unwrap();
    assert_eq!(pos.fen(), "R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1");
    assert!(parsed.repairs.contains(&Repair::Defaulted(FenField::Turn)));
    // Castling rights the position does not back are dropped, and said so.
    let (pos, parsed) = Fen::parse_lenient("r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1", None).unwrap();
    assert_eq!(pos.fen(), "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1");
    assert!(
        parsed
            .repairs
            .iter()
            .any(|r| matches!(r, Repair::DroppedCastling { letter: 'K', .. }))
    );
    // Lenient is not lawless: a missing king is still an error.
    assert!(Fen::parse_lenient("8/8/8/8/8/8/8/4K3", None).is_err());
}

#[test]
fn fen_round_trips() {
    for fen in [
        START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    ] {
        assert_eq!(accepts(fen).fen(), fen);
    }
    // Chess960: Shredder letters in, X-FEN out (the outermost rook on each
    // side of the king is written K/Q: here f1 and h1 are both outermost).
    let (pos, _) = Fen::parse_strict(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        None,
    )
    .unwrap();
    assert_eq!(
        pos.fen(),
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
    );
    // A rook inside another on the same side needs its file letter.
    let (pos, _) = Fen::parse_strict("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", None).unwrap();
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
    let (again, _) = Fen::parse_strict(&pos.fen(), Some(CastlingMode::Chess960)).unwrap();
    assert_eq!(again, pos);
}

#[test]
fn seed_fens_replay() {
    // The Greek and Italian seeds give the FEN after 1. e4, 1... c5 and 2. Nf3.
    use forsyth_core::{Move, Role};
    let mut pos = Position::new();
    let steps = [
        (
            Square::E2,
            Square::E4,
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        ),
        (
            Square::C7,
            Square::C5,
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
        ),
        (
            Square::G1,
            Square::F3,
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        ),
    ];
    for (from, to, fen) in steps {
        let role = pos.board().role_at(from).unwrap();
        pos.play(Move::Normal {
            role,
            from,
            capture: None,
            to,
            promotion: None,
        })
        .unwrap();
        assert_eq!(pos.fen(), fen);
        assert_ne!(role, Role::King);
    }
}
