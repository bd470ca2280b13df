//! Legal positions: validation, legal moves, playing moves, game status.

use std::fmt;

use arrayvec::ArrayVec;

use crate::{
    attacks::{self, aligned, between, line},
    bitboard::Bitboard,
    board::Board,
    castles::{Castles, CastlingMode},
    moves::{CastlingSide, Move, MoveList, MovesTo},
    setup::Setup,
    types::{Color, File, Piece, Rank, Role, Square},
};

/// A legal position: exactly one king per side, the side not to move not in
/// check, consistent castling rights and en passant square.
///
/// The only ways to get one are [`Position::new`] (the starting position),
/// [`Position::from_setup`] (validation) and playing legal moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Color,
    castles: Castles,
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
    /// The enemy pieces giving check to the side to move: a function of
    /// the fields above, kept as moves are played because every move
    /// generation and every check mark asks for it.
    checkers: Bitboard,
}

// The replay of a game copies a position at every move: kept within 128
// bytes, which compilers copy with a few vector moves rather than a call.
const _: () = assert!(std::mem::size_of::<Position>() <= 128);

/// Why a [`Setup`] is not a legal position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionError {
    /// The side has no king.
    MissingKing(Color),
    /// The side has a second king, here.
    TooManyKings(Color, Square),
    /// A pawn stands on the first or eighth rank.
    PawnOnBackRank(Square),
    /// More than sixteen pieces of one colour.
    TooManyPieces(Color),
    /// More than eight pawns of one colour.
    TooManyPawns(Color),
    /// The side that just moved is in check, by the piece on this square.
    OppositeCheck { color: Color, checker: Square },
    /// The side to move is in check by pieces that could not all give check
    /// at once (more than two, two of which neither was discovered, or two
    /// sliders on one line).
    ImpossibleCheck,
    /// A castling right, but the king is not where it must stand.
    CastlingWithoutKing { color: Color, side: CastlingSide },
    /// A castling right for a rook square with no rook of that colour.
    CastlingWithoutRook { color: Color, rook: Square },
    /// A castling right for a square that is on neither back rank.
    CastlingRookOffBackRank(Square),
    /// Two castling rights on the same side of the same king.
    CastlingDuplicate { color: Color, side: CastlingSide },
    /// An en passant square off the sixth rank (White to move) or third (Black).
    EpWrongRank { ep: Square },
    /// An en passant square that is occupied.
    EpOccupied { ep: Square },
    /// No pawn of the side that just moved stands in front of the en passant square.
    EpNoPawn {
        ep: Square,
        pawn: Square,
        color: Color,
    },
    /// The square the pawn came from is not empty.
    EpOriginOccupied { ep: Square, origin: Square },
    /// An en passant square, but the halfmove clock is not 0 (a double step resets it).
    EpWithHalfmoves { ep: Square, halfmoves: u32 },
    /// The fullmove number is 0.
    ZeroFullmoves,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lower = |c: Color| match c {
            Color::White => "white",
            Color::Black => "black",
        };
        match *self {
            PositionError::MissingKing(c) => write!(f, "there is no {} king", lower(c)),
            PositionError::TooManyKings(c, sq) => {
                write!(f, "a second {} king stands on {sq}", lower(c))
            }
            PositionError::PawnOnBackRank(sq) => {
                write!(
                    f,
                    "a pawn on {sq}: pawns cannot stand on the first or eighth rank"
                )
            }
            PositionError::TooManyPieces(c) => write!(f, "{c} has more than 16 pieces"),
            PositionError::TooManyPawns(c) => write!(f, "{c} has more than 8 pawns"),
            PositionError::OppositeCheck { color, checker } => {
                write!(f, "{color} is not to move but is in check (from {checker})")
            }
            PositionError::ImpossibleCheck => {
                f.write_str("the side to move is in a check no legal move could have given")
            }
            PositionError::CastlingWithoutKing { color, side } => write!(
                f,
                "castling right {}, but the {} king is not on its starting square",
                castling_letter(color, side),
                lower(color)
            ),
            PositionError::CastlingWithoutRook { color, rook } => {
                write!(
                    f,
                    "castling right, but no {} rook stands on {rook}",
                    lower(color)
                )
            }
            PositionError::CastlingRookOffBackRank(sq) => {
                write!(f, "castling right for {sq}, which is on neither back rank")
            }
            PositionError::CastlingDuplicate { color, side } => write!(
                f,
                "two castling rights for the {} king on the {} side",
                lower(color),
                match side {
                    CastlingSide::King => "king's",
                    CastlingSide::Queen => "queen's",
                }
            ),
            PositionError::EpWrongRank { ep } => write!(
                f,
                "en passant square {ep} is not on the rank behind a pawn's double step"
            ),
            PositionError::EpOccupied { ep } => {
                write!(f, "en passant square {ep} is not empty")
            }
            PositionError::EpNoPawn { ep, pawn, color } => write!(
                f,
                "en passant square {ep}, but no {} pawn stands on {pawn}",
                lower(color)
            ),
            PositionError::EpOriginOccupied { ep, origin } => write!(
                f,
                "en passant square {ep}, but {origin}, where the pawn came from, is not empty"
            ),
            PositionError::EpWithHalfmoves { ep, halfmoves } => write!(
                f,
                "en passant square {ep}, but the halfmove clock is {halfmoves}, not 0: a double step resets it"
            ),
            PositionError::ZeroFullmoves => f.write_str("the fullmove number must be at least 1"),
        }
    }
}

impl std::error::Error for PositionError {}

fn castling_letter(color: Color, side: CastlingSide) -> char {
    match (color, side) {
        (Color::White, CastlingSide::King) => 'K',
        (Color::White, CastlingSide::Queen) => 'Q',
        (Color::Black, CastlingSide::King) => 'k',
        (Color::Black, CastlingSide::Queen) => 'q',
    }
}

/// Why a move could not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Move);

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {:?}", self.0)
    }
}

impl std::error::Error for IllegalMove {}

/// How a game has ended, or may be ended, in this position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game goes on.
    Ongoing,
    /// The side to move is checkmated.
    Checkmate { winner: Color },
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can ever mate (a dead position by material).
    InsufficientMaterial,
    /// 75 moves (150 plies) without a capture or pawn move: drawn automatically.
    SeventyFiveMoves,
    /// 50 moves without a capture or pawn move: either player may claim a draw.
    FiftyMovesClaimable,
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

const ALL_ROLES: u8 = 0b11_1111;

/// Collects generated moves: into a list, or only counts them.
trait Sink {
    fn piece_moves(&mut self, board: &Board, role: Role, from: Square, dests: Bitboard);
    fn pawn_moves(&mut self, board: &Board, from: Square, dests: Bitboard);
    /// Pawn moves to `dests`, each from the square `delta` below its destination.
    fn pawn_set(&mut self, board: &Board, dests: Bitboard, delta: i32);
    fn push(&mut self, m: Move);
}

struct ListSink<'a, const N: usize>(&'a mut ArrayVec<Move, N>);

impl<const N: usize> Sink for ListSink<'_, N> {
    #[inline]
    fn piece_moves(&mut self, board: &Board, role: Role, from: Square, dests: Bitboard) {
        for to in dests {
            self.push(Move::Normal {
                role,
                from,
                capture: board.role_at(to),
                to,
                promotion: None,
            });
        }
    }

    #[inline]
    fn pawn_moves(&mut self, board: &Board, from: Square, dests: Bitboard) {
        for to in dests {
            let capture = board.role_at(to);
            if Bitboard::BACK_RANKS.contains(to) {
                for promotion in Role::PROMOTIONS {
                    self.push(Move::Normal {
                        role: Role::Pawn,
                        from,
                        capture,
                        to,
                        promotion: Some(promotion),
                    });
                }
            } else {
                self.push(Move::Normal {
                    role: Role::Pawn,
                    from,
                    capture,
                    to,
                    promotion: None,
                });
            }
        }
    }

    #[inline]
    fn pawn_set(&mut self, board: &Board, dests: Bitboard, delta: i32) {
        for to in dests {
            let from = Square::new((to.index() as i32 - delta) as u32);
            self.pawn_moves(board, from, Bitboard::from_square(to));
        }
    }

    #[inline]
    fn push(&mut self, m: Move) {
        // The list has room for more moves than any position accepted by
        // validation can have, so this never drops a move.
        let _ = self.0.try_push(m);
    }
}

struct CountSink(u64);

impl Sink for CountSink {
    #[inline]
    fn piece_moves(&mut self, _: &Board, _: Role, _: Square, dests: Bitboard) {
        self.0 += dests.count() as u64;
    }

    #[inline]
    fn pawn_moves(&mut self, _: &Board, _: Square, dests: Bitboard) {
        self.0 += (dests.count() + 3 * (dests & Bitboard::BACK_RANKS).count()) as u64;
    }

    #[inline]
    fn pawn_set(&mut self, board: &Board, dests: Bitboard, _: i32) {
        self.pawn_moves(board, Square::A1, dests);
    }

    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
}

impl Position {
    /// The standard starting position.
    #[must_use]
    pub fn new() -> Position {
        Position {
            board: Board::standard(),
            turn: Color::White,
            castles: Castles::standard(),
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
            checkers: Bitboard::EMPTY,
        }
    }

    /// Validates `setup`.
    ///
    /// In [`CastlingMode::Standard`] castling rights need the king on its
    /// e-file square and the rook in a corner; in [`CastlingMode::Chess960`]
    /// the king may stand anywhere on its back rank between the rooks.
    ///
    /// # Errors
    /// The first rule the setup breaks, in the order: kings, pawns,
    /// material, castling, en passant, counters, checks.
    pub fn from_setup(setup: &Setup, mode: CastlingMode) -> Result<Position, PositionError> {
        let board = setup.board;
        for color in Color::ALL {
            let kings = board.kings() & board.by_color(color);
            match kings.count() {
                0 => return Err(PositionError::MissingKing(color)),
                1 => {}
                _ => {
                    let second = kings.last().unwrap_or(Square::A1);
                    return Err(PositionError::TooManyKings(color, second));
                }
            }
        }
        if let Some(sq) = (board.pawns() & Bitboard::BACK_RANKS).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        for color in Color::ALL {
            if board.by_color(color).count() > 16 {
                return Err(PositionError::TooManyPieces(color));
            }
            if (board.pawns() & board.by_color(color)).count() > 8 {
                return Err(PositionError::TooManyPawns(color));
            }
        }
        let castles = validate_castling(&board, setup.castling_rights, mode)?;
        if let Some(ep) = setup.ep_square {
            validate_ep(&board, setup.turn, ep)?;
            if setup.halfmoves != 0 {
                return Err(PositionError::EpWithHalfmoves {
                    ep,
                    halfmoves: setup.halfmoves,
                });
            }
        }
        if setup.fullmoves == 0 {
            return Err(PositionError::ZeroFullmoves);
        }
        let mut pos = Position {
            board,
            turn: setup.turn,
            castles,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
            checkers: Bitboard::EMPTY,
        };
        pos.checkers = pos.find_checkers();
        let them = setup.turn.other();
        if let Some(king) = board.king_of(them)
            && let Some(checker) = board
                .attackers_to(king, setup.turn, board.occupied())
                .first()
        {
            return Err(PositionError::OppositeCheck {
                color: them,
                checker,
            });
        }
        let checkers = pos.checkers();
        if checkers.count() > 2 {
            return Err(PositionError::ImpossibleCheck);
        }
        if checkers.count() == 2 {
            let sliders = checkers & (board.diagonal_sliders() | board.straight_sliders());
            let king = pos.our_king();
            let mut it = checkers;
            let (a, b) = (it.next(), it.next());
            let aligned_pair = matches!((a, b), (Some(a), Some(b)) if aligned(a, king, b));
            if sliders.is_empty() || (sliders.count() == 2 && aligned_pair) {
                return Err(PositionError::ImpossibleCheck);
            }
        }
        Ok(pos)
    }

    /// The position as a raw setup.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling_rights: self.castles.castling_rights(),
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    #[inline]
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    #[inline]
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    #[must_use]
    pub const fn castles(&self) -> &Castles {
        &self.castles
    }

    /// The en passant square as recorded: set after every double step, as the
    /// PGN standard's FEN does, whether or not a capture is possible.
    #[inline]
    #[must_use]
    pub const fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    #[inline]
    #[must_use]
    pub const fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    #[inline]
    #[must_use]
    pub const fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    #[inline]
    fn our_king(&self) -> Square {
        // Validation guarantees exactly one king per side.
        self.board.king_of(self.turn).unwrap_or(Square::A1)
    }

    /// The squares of `targets` the king of the side to move may step to:
    /// next to it, not held by its own pieces, attacked by no enemy piece
    /// once the king has left its square (so that it cannot step back
    /// along the line of a checking slider).
    fn safe_king_steps(&self, targets: Bitboard) -> Bitboard {
        let king = self.our_king();
        let them = self.turn.other();
        let without_king = self.board.occupied().without(king);
        let mut steps = attacks::king_attacks(king) & !self.board.by_color(self.turn) & targets;
        // (Square by square, every attacker at once: move generation asks
        // of every position, where the king has few squares free and most
        // are safe. The leapers found for all squares at once, as
        // `king_can_step` finds them, made perft 4–8 % slower.)
        for to in steps {
            if self.board.attackers_to(to, them, without_king).any() {
                steps.discard(to);
            }
        }
        steps
    }

    /// Whether [`Position::safe_king_steps`] holds a square: the squares
    /// looked at one by one, up to the first safe one.
    fn king_can_step(&self) -> bool {
        let king = self.our_king();
        let steps = self.steps_past_leapers(king);
        Iterator::any(&mut steps.into_iter(), |to| !self.slider_attacks(king, to))
    }

    /// The squares next to `king` (the side to move's) that it may step to
    /// as far as the enemy's pawns, knights and king tell: not held by its
    /// own pieces, attacked by none of those. Their attacks are found for
    /// all the squares at once (a check is asked of every move that gives
    /// one, and a king in check has few squares left, mostly taken by the
    /// checker); the sliders are left to [`Position::slider_attacks`],
    /// square by square.
    #[inline]
    fn steps_past_leapers(&self, king: Square) -> Bitboard {
        let board = &self.board;
        let theirs = board.by_color(self.turn.other());
        let steps = attacks::king_attacks(king) & !board.by_color(self.turn);
        if steps.is_empty() {
            return steps;
        }
        let mut attacked = (board.pawns() & theirs).pawn_attacks(self.turn.other());
        for knight in board.knights() & theirs {
            attacked |= attacks::knight_attacks(knight);
        }
        for their_king in board.kings() & theirs {
            attacked |= attacks::king_attacks(their_king);
        }
        steps & !attacked
    }

    /// Whether an enemy slider attacks `to` once the side to move's `king`
    /// has left its square (so that it cannot step back along the line of
    /// a checking slider).
    #[inline]
    fn slider_attacks(&self, king: Square, to: Square) -> bool {
        let board = &self.board;
        let theirs = board.by_color(self.turn.other());
        let occupied = board.occupied().without(king);
        (attacks::rook_attacks(to, occupied) & board.straight_sliders() & theirs).any()
            || (attacks::bishop_attacks(to, occupied) & board.diagonal_sliders() & theirs).any()
    }

    /// The pieces giving check to the side to move.
    #[inline]
    #[must_use]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// [`Position::checkers`], found from the board.
    #[inline]
    fn find_checkers(&self) -> Bitboard {
        self.board
            .attackers_to(self.our_king(), self.turn.other(), self.board.occupied())
    }

    #[inline]
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Our pieces that shield our king from an enemy slider (pinned pieces).
    #[inline]
    fn pinned(&self, king: Square) -> Bitboard {
        let them = self.board.by_color(self.turn.other());
        let snipers = them
            & ((attacks::rook_attacks(king, Bitboard::EMPTY) & self.board.straight_sliders())
                | (attacks::bishop_attacks(king, Bitboard::EMPTY) & self.board.diagonal_sliders()));
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let b = between(king, sniper) & self.board.occupied();
            if !b.more_than_one() {
                pinned |= b;
            }
        }
        pinned & self.board.by_color(self.turn)
    }

    /// All legal moves.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.generate(&mut ListSink(&mut moves));
        moves
    }

    /// The number of legal moves, counted without listing them.
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        let mut sink = CountSink(0);
        self.generate(&mut sink);
        sink.0
    }

    /// The legal moves of a `role` to `to` (en passant included for pawns,
    /// castling never): what a SAN move such as `Nf3` may mean.
    #[must_use]
    pub fn legal_moves_to(&self, role: Role, to: Square) -> MovesTo {
        let mut moves = MovesTo::new();
        self.legal_moves_to_into(role, to, &mut moves);
        moves
    }

    /// [`Position::legal_moves_to`] into a list the caller owns (cleared
    /// first), so that the list is not copied around.
    pub fn legal_moves_to_into(&self, role: Role, to: Square, moves: &mut MovesTo) {
        moves.clear();
        let board = &self.board;
        let us = self.turn;
        let them = us.other();
        let ours = board.by_color(us);
        if ours.contains(to) {
            return;
        }
        let king = self.our_king();
        let occupied = board.occupied();
        let mut sink = ListSink(moves);
        let mine = board.by_role(role) & ours;
        // The pieces that could go to `to`, found from `to` backwards.
        let origins = match role {
            Role::King => {
                let step = self.safe_king_steps(Bitboard::from_square(to));
                sink.piece_moves(board, Role::King, king, step);
                return;
            }
            Role::Pawn => {
                if board.by_color(them).contains(to) {
                    attacks::pawn_attacks(them, to) & mine
                } else {
                    let one = Bitboard::from_square(to).shift_forward(them);
                    if (one & occupied).any() {
                        one & mine
                    } else if Bitboard::relative_rank(us, Rank::Fourth).contains(to) {
                        one.shift_forward(them) & mine
                    } else {
                        Bitboard::EMPTY
                    }
                }
            }
            Role::Knight => attacks::knight_attacks(to) & mine,
            Role::Bishop => attacks::bishop_attacks(to, occupied) & mine,
            Role::Rook => attacks::rook_attacks(to, occupied) & mine,
            Role::Queen => attacks::queen_attacks(to, occupied) & mine,
        };
        if origins.any() {
            let checkers = self.checkers();
            let reachable = match checkers.single_square() {
                _ if checkers.is_empty() => true,
                Some(checker) => between(king, checker).with(checker).contains(to),
                None => false,
            };
            if reachable {
                for from in origins {
                    if self.pin_forbids(king, from, to) {
                        continue;
                    }
                    if role == Role::Pawn {
                        sink.pawn_moves(board, from, Bitboard::from_square(to));
                    } else {
                        sink.piece_moves(board, role, from, Bitboard::from_square(to));
                    }
                }
            }
        }
        if role == Role::Pawn && self.ep_square == Some(to) {
            self.generate_en_passant(&mut sink, king, to);
        }
    }

    /// The one legal move a move of SAN names, if exactly one fits: a
    /// piece of `role` going to `to` (no castling), from the file and rank
    /// given, if any (a pawn without a file goes straight ahead), promoting
    /// to `promotion` (which must be given exactly when the move promotes).
    /// `None` when no move or several fit: the caller asks
    /// [`Position::legal_moves_to`] for the candidates and why. The same as
    /// filtering [`Position::legal_moves_to`] that way and keeping a single
    /// move, without a list.
    #[must_use]
    #[inline(always)]
    pub fn san_move(
        &self,
        role: Role,
        to: Square,
        from_file: Option<File>,
        from_rank: Option<Rank>,
        promotion: Option<Role>,
    ) -> Option<Move> {
        let board = &self.board;
        let us = self.turn;
        let them = us.other();
        let ours = board.by_color(us);
        if ours.contains(to) {
            return None;
        }
        let mut mask = match from_file {
            Some(file) => Bitboard::from_file(file),
            None if role == Role::Pawn => Bitboard::from_file(to.file()),
            None => Bitboard::FULL,
        };
        if let Some(rank) = from_rank {
            mask &= Bitboard::from_rank(rank);
        }
        let mine = board.by_role(role) & ours & mask;
        let king = self.our_king();
        let occupied = board.occupied();
        let origins = match role {
            Role::King => {
                return (promotion.is_none()
                    && mine.contains(king)
                    && self.safe_king_steps(Bitboard::from_square(to)).any())
                .then(|| Move::Normal {
                    role: Role::King,
                    from: king,
                    capture: board.role_at(to),
                    to,
                    promotion: None,
                });
            }
            Role::Pawn => {
                // A promotion is written exactly when the pawn reaches the
                // last rank.
                if promotion.is_some() != Bitboard::BACK_RANKS.contains(to)
                    || promotion.is_some_and(|p| !Role::PROMOTIONS.contains(&p))
                {
                    return None;
                }
                if board.by_color(them).contains(to) {
                    attacks::pawn_attacks(them, to) & mine
                } else if self.ep_square == Some(to) {
                    // En passant (and the pawn pushes to the same square,
                    // none of which can exist): the list decides.
                    return self.single(role, to, mask, promotion);
                } else {
                    let one = Bitboard::from_square(to).shift_forward(them);
                    if (one & occupied).any() {
                        one & mine
                    } else if Bitboard::relative_rank(us, Rank::Fourth).contains(to) {
                        one.shift_forward(them) & mine
                    } else {
                        Bitboard::EMPTY
                    }
                }
            }
            _ if promotion.is_some() => return None,
            Role::Knight => attacks::knight_attacks(to) & mine,
            Role::Bishop => attacks::bishop_attacks(to, occupied) & mine,
            Role::Rook => attacks::rook_attacks(to, occupied) & mine,
            Role::Queen => attacks::queen_attacks(to, occupied) & mine,
        };
        if origins.is_empty() {
            return None;
        }
        let checkers = self.checkers();
        if checkers.any() {
            match checkers.single_square() {
                Some(checker) if between(king, checker).with(checker).contains(to) => {}
                _ => return None,
            }
        }
        let mut found = None;
        for from in origins {
            if self.san_pin_forbids(king, from, to) {
                continue;
            }
            if found.is_some() {
                return None;
            }
            found = Some(from);
        }
        // Most moves take nothing: the piece taken is looked for only on an
        // enemy square.
        let capture = if board.by_color(them).contains(to) {
            board.role_at(to)
        } else {
            None
        };
        found.map(|from| Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        })
    }

    /// [`Position::san_move`] through the list of
    /// [`Position::legal_moves_to`]: the moves from `mask` promoting to
    /// `promotion`, if exactly one.
    #[cold]
    fn single(
        &self,
        role: Role,
        to: Square,
        mask: Bitboard,
        promotion: Option<Role>,
    ) -> Option<Move> {
        let mut moves = MovesTo::new();
        self.legal_moves_to_into(role, to, &mut moves);
        let mut fitting = moves
            .iter()
            .filter(|m| m.from().is_some_and(|f| mask.contains(f)) && m.promotion() == promotion);
        let first = fitting.next().copied();
        if fitting.next().is_some() {
            return None;
        }
        first
    }

    /// Whether moving our piece on `from` to `to` would uncover our king to
    /// an enemy slider (a pinned piece leaving its line).
    #[inline(always)]
    fn pin_forbids(&self, king: Square, from: Square, to: Square) -> bool {
        // Most pieces share no line with their king: told by arithmetic,
        // where the move is looked for, before any call or table.
        let (df, dr) = (
            (king.index() & 7).abs_diff(from.index() & 7),
            (king.index() >> 3).abs_diff(from.index() >> 3),
        );
        if df != 0 && dr != 0 && df != dr {
            return false;
        }
        self.pin_forbids_on_line(king, from, to)
    }

    /// [`Position::pin_forbids`] for [`Position::san_move`], which plays
    /// most moves of a replay: a piece on a line with its king (a piece of
    /// the king's rank, file or diagonal, most of them in the opening) is
    /// pinned only if an enemy slider of the line's kind stands somewhere
    /// on that line, which one table and three masks tell before any call.
    #[inline(always)]
    fn san_pin_forbids(&self, king: Square, from: Square, to: Square) -> bool {
        let (df, dr) = (
            (king.index() & 7).abs_diff(from.index() & 7),
            (king.index() >> 3).abs_diff(from.index() >> 3),
        );
        if df != 0 && dr != 0 && df != dr {
            return false;
        }
        let board = &self.board;
        let sliders = if df == 0 || dr == 0 {
            board.straight_sliders()
        } else {
            board.diagonal_sliders()
        };
        if (sliders & board.by_color(self.turn.other()) & line(king, from)).is_empty() {
            return false;
        }
        self.pin_forbids_on_line(king, from, to)
    }

    /// [`Position::pin_forbids`] for a piece on a line with its king.
    #[inline(never)]
    fn pin_forbids_on_line(&self, king: Square, from: Square, to: Square) -> bool {
        let ray = line(king, from);
        if ray.is_empty() || ray.contains(to) {
            return false;
        }
        let board = &self.board;
        let occupied = board.occupied();
        if (between(king, from) & occupied).any() {
            return false;
        }
        let straight = king.rank() == from.rank() || king.file() == from.file();
        let rest = occupied.without(from);
        let snipers = board.by_color(self.turn.other())
            & ray
            & if straight {
                attacks::rook_attacks(king, rest) & board.straight_sliders()
            } else {
                attacks::bishop_attacks(king, rest) & board.diagonal_sliders()
            };
        Iterator::any(&mut snipers.into_iter(), |s| {
            between(king, s).contains(from)
        })
    }

    /// The legal moves of pieces of `role` (castling included for the king).
    #[must_use]
    pub fn legal_moves_of(&self, role: Role) -> MoveList {
        let mut moves = MoveList::new();
        self.generate_filtered(
            &mut ListSink(&mut moves),
            1 << role.index(),
            Bitboard::FULL,
            role == Role::King,
        );
        moves
    }

    /// The legal castling moves.
    #[must_use]
    pub fn legal_castling_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if !self.is_check() {
            self.generate_castling(&mut ListSink(&mut moves), self.our_king());
        }
        moves
    }

    /// The legal castling move to `side`, if any: what
    /// [`Position::legal_castling_moves`] holds for that side (one at most),
    /// without a list.
    #[must_use]
    pub fn castling_move(&self, side: CastlingSide) -> Option<Move> {
        if self.is_check() {
            return None;
        }
        let us = self.turn;
        let king = self.our_king();
        let rook = self.castles.rook(us, side)?;
        ((self.castles.path(us, side, king) & self.board.occupied()).is_empty()
            && self.castling_is_safe(king, rook, side))
        .then_some(Move::Castle { king, rook })
    }

    /// The legal moves of the piece on `from`.
    #[must_use]
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = self.legal_moves();
        moves.retain(|m| m.from() == Some(from));
        moves
    }

    #[inline(always)]
    fn generate<S: Sink>(&self, sink: &mut S) {
        self.generate_filtered(sink, ALL_ROLES, Bitboard::FULL, true);
    }

    /// Generates the legal moves of the roles in `roles` (a bit per
    /// [`Role::index`]) that land on `to_mask`, and castling if `castling`.
    #[inline(always)]
    fn generate_filtered<S: Sink>(
        &self,
        sink: &mut S,
        roles: u8,
        to_mask: Bitboard,
        castling: bool,
    ) {
        let role_mask = |role: Role| {
            if roles & (1 << role.index()) != 0 {
                Bitboard::FULL
            } else {
                Bitboard::EMPTY
            }
        };
        let board = &self.board;
        let us = self.turn;
        let them = us.other();
        let king = self.our_king();
        let ours = board.by_color(us);
        let theirs = board.by_color(them);
        let occupied = board.occupied();
        let checkers = self.checkers();

        let king_dests = self.safe_king_steps(to_mask & role_mask(Role::King));
        sink.piece_moves(board, Role::King, king, king_dests);

        if checkers.more_than_one() {
            return;
        }
        let target = to_mask
            & match checkers.single_square() {
                Some(checker) => between(king, checker).with(checker),
                None => {
                    if castling {
                        self.generate_castling(sink, king);
                    }
                    !ours
                }
            };

        let pinned = self.pinned(king);
        let restrict = |from: Square| {
            if pinned.contains(from) {
                line(king, from)
            } else {
                Bitboard::FULL
            }
        };

        for from in board.knights() & ours & !pinned & role_mask(Role::Knight) {
            sink.piece_moves(
                board,
                Role::Knight,
                from,
                attacks::knight_attacks(from) & target,
            );
        }
        for from in board.bishops() & ours & role_mask(Role::Bishop) {
            let dests = attacks::bishop_attacks(from, occupied) & target & restrict(from);
            sink.piece_moves(board, Role::Bishop, from, dests);
        }
        for from in board.rooks() & ours & role_mask(Role::Rook) {
            let dests = attacks::rook_attacks(from, occupied) & target & restrict(from);
            sink.piece_moves(board, Role::Rook, from, dests);
        }
        for from in board.queens() & ours & role_mask(Role::Queen) {
            let dests = attacks::queen_attacks(from, occupied) & target & restrict(from);
            sink.piece_moves(board, Role::Queen, from, dests);
        }

        let empty = !occupied;
        let third = Bitboard::relative_rank(us, Rank::Third);
        let pawns = board.pawns() & ours & role_mask(Role::Pawn);
        // Pinned pawns one by one, along the pin line only.
        for from in pawns & pinned {
            let single = Bitboard::from_square(from).shift_forward(us) & empty;
            let double = (single & third).shift_forward(us) & empty;
            let captures = attacks::pawn_attacks(us, from) & theirs;
            let dests = (single | double | captures) & target & line(king, from);
            sink.pawn_moves(board, from, dests);
        }
        // The others all at once, by shifting the whole set.
        let free = pawns & !pinned;
        let single = free.shift_forward(us) & empty;
        let double = (single & third).shift_forward(us) & empty;
        let not_a = free & !Bitboard::from_file(crate::types::File::A);
        let not_h = free & !Bitboard::from_file(crate::types::File::H);
        let (forward, west, east) = match us {
            Color::White => (8, 7, 9),
            Color::Black => (-8, -9, -7),
        };
        let shift = |bb: Bitboard, delta: i32| {
            if delta > 0 {
                Bitboard(bb.0 << delta)
            } else {
                Bitboard(bb.0 >> -delta)
            }
        };
        sink.pawn_set(board, single & target, forward);
        sink.pawn_set(board, double & target, 2 * forward);
        sink.pawn_set(board, shift(not_a, west) & theirs & target, west);
        sink.pawn_set(board, shift(not_h, east) & theirs & target, east);

        if let Some(ep) = self.ep_square
            && roles & (1 << Role::Pawn.index()) != 0
            && to_mask.contains(ep)
        {
            self.generate_en_passant(sink, king, ep);
        }
    }

    #[inline]
    fn generate_en_passant<S: Sink>(&self, sink: &mut S, king: Square, ep: Square) {
        let us = self.turn;
        let capturers =
            attacks::pawn_attacks(us.other(), ep) & self.board.pawns() & self.board.by_color(us);
        let captured = Square::from_coords(ep.file(), Rank::Fifth.relative_to(us));
        for from in capturers {
            if self.ep_is_safe(king, from, ep, captured) {
                sink.push(Move::EnPassant { from, to: ep });
            }
        }
    }

    /// Whether capturing en passant from `from` leaves our king out of check
    /// (this also covers captures that answer a check).
    #[inline]
    fn ep_is_safe(&self, king: Square, from: Square, ep: Square, captured: Square) -> bool {
        let occupied = self
            .board
            .occupied()
            .without(from)
            .without(captured)
            .with(ep);
        let them = self.board.by_color(self.turn.other());
        let rooks = (self.board.straight_sliders() & them) & attacks::rook_attacks(king, occupied);
        let bishops =
            (self.board.diagonal_sliders() & them) & attacks::bishop_attacks(king, occupied);
        let others = them
            & ((attacks::knight_attacks(king) & self.board.knights())
                | (attacks::pawn_attacks(self.turn, king) & self.board.pawns().without(captured)));
        (rooks | bishops | others).is_empty()
    }

    fn generate_castling<S: Sink>(&self, sink: &mut S, king: Square) {
        let us = self.turn;
        for side in CastlingSide::ALL {
            let Some(rook) = self.castles.rook(us, side) else {
                continue;
            };
            if (self.castles.path(us, side, king) & self.board.occupied()).any() {
                continue;
            }
            if self.castling_is_safe(king, rook, side) {
                sink.push(Move::Castle { king, rook });
            }
        }
    }

    /// Whether the king passes and lands only on unattacked squares.
    fn castling_is_safe(&self, king: Square, rook: Square, side: CastlingSide) -> bool {
        let us = self.turn;
        let them = us.other();
        let king_to = side.king_to(us);
        let rook_to = side.rook_to(us);
        let occupied = self.board.occupied().without(king);
        for sq in between(king, king_to).with(king_to) {
            if self.board.attackers_to(sq, them, occupied).any() {
                return false;
            }
        }
        // The castling rook itself may have shielded the king's destination.
        let after = self
            .board
            .occupied()
            .without(king)
            .without(rook)
            .with(king_to)
            .with(rook_to);
        self.board.attackers_to(king_to, them, after).is_empty()
    }

    /// Whether `m` is legal here.
    #[must_use]
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Plays `m` if it is legal.
    ///
    /// # Errors
    /// [`IllegalMove`] if `m` is not among the legal moves.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if m == Move::Null {
            if self.is_check() {
                return Err(IllegalMove(m));
            }
        } else if !self.is_legal(&m) {
            return Err(IllegalMove(m));
        }
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays `m`, which must be legal (or a null move, which passes the turn).
    /// Playing an illegal move leaves the position in an unspecified but
    /// memory-safe state.
    #[inline(always)]
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        self.ep_square = None;
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = us.other();
        // One match on the move: whether it zeroes the fifty-move count and
        // the checks it gives are found in the arm that plays it (a second
        // and third look at `m` cost about 25 instructions a move of a
        // replay).
        let zeroing = match m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                if let Some(captured) = capture {
                    self.board.toggle(to, Piece::new(us.other(), captured));
                    self.castles.discard_rook(to);
                }
                self.board.toggle(from, Piece::new(us, role));
                let placed = promotion.unwrap_or(role);
                self.board.toggle(to, Piece::new(us, placed));
                match role {
                    Role::King => self.castles.discard_color(us),
                    Role::Rook => self.castles.discard_rook(from),
                    Role::Pawn if from.index() ^ to.index() == 16 => {
                        self.ep_square = Some(Square::new((from.index() + to.index()) as u32 / 2));
                    }
                    _ => {}
                }
                self.checkers = self.checkers_after(from, to, placed);
                role == Role::Pawn || capture.is_some()
            }
            Move::EnPassant { from, to } => {
                let captured = Square::from_coords(to.file(), from.rank());
                self.board
                    .toggle(captured, Piece::new(us.other(), Role::Pawn));
                self.board.toggle(from, Piece::new(us, Role::Pawn));
                self.board.toggle(to, Piece::new(us, Role::Pawn));
                self.checkers = self.find_checkers();
                true
            }
            Move::Castle { king, rook } => {
                let side = if rook.file() > king.file() {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                self.board.toggle(king, Piece::new(us, Role::King));
                self.board.toggle(rook, Piece::new(us, Role::Rook));
                self.board
                    .toggle(side.king_to(us), Piece::new(us, Role::King));
                self.board
                    .toggle(side.rook_to(us), Piece::new(us, Role::Rook));
                self.castles.discard_color(us);
                self.checkers = self.find_checkers();
                false
            }
            Move::Null => {
                self.checkers = self.find_checkers();
                false
            }
        };
        self.halfmoves = if zeroing {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
    }

    /// [`Position::checkers`] after the side that just moved played a
    /// normal move of a `role` from `from` to `to`, found from what the move
    /// changed: the piece on `to` and a slider behind `from` (a discovered
    /// check). The move was legal, so before it the mover gave no check
    /// (the side not to move is never in check): only the squares the move
    /// emptied and filled can make a checker, and `to` only blocks lines.
    #[inline(always)]
    fn checkers_after(&self, from: Square, to: Square, role: Role) -> Bitboard {
        let Some(king) = self.board.king_of(self.turn) else {
            return self.find_checkers();
        };
        let mover = self.turn.other();
        let occupied = self.board.occupied();
        let straight = |a: Square, b: Square| a.file() == b.file() || a.rank() == b.rank();
        let direct = match role {
            Role::Pawn => attacks::pawn_attacks(mover, to).contains(king),
            Role::Knight => attacks::knight_attacks(to).contains(king),
            Role::King => attacks::king_attacks(to).contains(king),
            Role::Bishop | Role::Rook | Role::Queen => {
                let on_line = line(to, king).any()
                    && match role {
                        Role::Bishop => !straight(to, king),
                        Role::Rook => straight(to, king),
                        _ => true,
                    };
                on_line && (between(to, king) & occupied).is_empty()
            }
        };
        let mut checkers = if direct {
            Bitboard::from_square(to)
        } else {
            Bitboard::EMPTY
        };
        if line(from, king).any() {
            let sliders = if straight(from, king) {
                attacks::rook_attacks(king, occupied) & self.board.straight_sliders()
            } else {
                attacks::bishop_attacks(king, occupied) & self.board.diagonal_sliders()
            };
            checkers |= sliders & self.board.by_color(mover);
        }
        checkers
    }

    /// The en passant square if a legal en passant capture exists (the
    /// square that counts for repetitions and for X-FEN).
    #[must_use]
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.ep_square?;
        let capturers = attacks::pawn_attacks(self.turn.other(), ep)
            & self.board.pawns()
            & self.board.by_color(self.turn);
        if capturers.is_empty() {
            return None;
        }
        let mut sink = CountSink(0);
        self.generate_en_passant(&mut sink, self.our_king(), ep);
        (sink.0 > 0).then_some(ep)
    }

    /// Whether the side to move has a legal move. Faster than counting
    /// them: a king that can step somewhere answers at once.
    #[must_use]
    pub fn has_legal_moves(&self) -> bool {
        if self.king_can_step() {
            return true;
        }
        // The king cannot step: in double check nothing else helps, and
        // otherwise the other pieces' moves (and castling) decide, without
        // asking again about the king's squares.
        if self.checkers.more_than_one() {
            return false;
        }
        // In check (asked of every move that gives one, to tell check from
        // mate): whether another man takes the checker or steps between,
        // found from the squares that answer it. (An en passant capture
        // may answer it too: all moves are generated then.)
        if let Some(checker) = self.checkers.single_square()
            && self.ep_square.is_none()
        {
            return self.other_man_answers(checker);
        }
        let mut sink = CountSink(0);
        self.generate_filtered(
            &mut sink,
            ALL_ROLES & !(1 << Role::King.index()),
            Bitboard::FULL,
            true,
        );
        sink.0 > 0
    }

    /// Whether a man of the side to move other than its king can take
    /// `checker`, the one man giving check, or step between it and the
    /// king (en passant aside). A pinned man never can: its moves keep to
    /// the line of its pin, which meets the checker's line at the king
    /// only.
    fn other_man_answers(&self, checker: Square) -> bool {
        let board = &self.board;
        let us = self.turn;
        let king = self.our_king();
        let occupied = board.occupied();
        let movers = board.by_color(us) & !board.kings() & !self.pinned(king);
        // Taking it: any man that attacks its square, pawns by their
        // captures.
        if (board.attackers_to(checker, us, occupied) & movers).any() {
            return true;
        }
        let between = between(king, checker);
        if between.is_empty() {
            return false;
        }
        // Stepping between: pawns by their pushes, the other men by their
        // moves.
        let pawns = board.pawns() & movers;
        let single = pawns.shift_forward(us) & !occupied;
        let double =
            (single & Bitboard::relative_rank(us, Rank::Third)).shift_forward(us) & !occupied;
        if ((single | double) & between).any() {
            return true;
        }
        let pieces = movers & !board.pawns();
        Iterator::any(&mut between.into_iter(), |sq| {
            (board.attackers_to(sq, us, occupied) & pieces).any()
        })
    }

    #[must_use]
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    #[must_use]
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// Whether `color` lacks the material to ever checkmate, whatever the
    /// other side does (used when a player's time runs out).
    #[must_use]
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let b = &self.board;
        let ours = b.by_color(color);
        if (ours & (b.pawns() | b.straight_sliders())).any() {
            return false;
        }
        let their = b.by_color(color.other());
        let knights = (ours & b.knights()).count();
        let bishops = ours & b.bishops();
        if knights > 0 {
            // A lone knight mates only with help from other enemy pieces that
            // block the king's flight squares.
            return knights == 1 && bishops.is_empty() && (their & !b.kings()).is_empty();
        }
        if bishops.any() {
            let all_bishops = b.bishops();
            let same_colour = (all_bishops & Bitboard::DARK_SQUARES).is_empty()
                || (all_bishops & Bitboard::LIGHT_SQUARES).is_empty();
            // Bishops all on one colour of squares cannot mate unless the
            // other side has a piece other than such bishops to block with.
            return same_colour && (their & !b.kings() & !b.bishops()).is_empty();
        }
        true
    }

    /// Whether neither side can ever checkmate.
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        Color::ALL
            .into_iter()
            .all(|c| self.has_insufficient_material(c))
    }

    /// The game's status in this position, without looking at its history
    /// (repetitions are [`crate::Game`]'s business).
    #[must_use]
    pub fn status(&self) -> Status {
        let no_moves = !self.has_legal_moves();
        if no_moves {
            return if self.is_check() {
                Status::Checkmate {
                    winner: self.turn.other(),
                }
            } else {
                Status::Stalemate
            };
        }
        if self.is_insufficient_material() {
            Status::InsufficientMaterial
        } else if self.halfmoves >= 150 {
            Status::SeventyFiveMoves
        } else if self.halfmoves >= 100 {
            Status::FiftyMovesClaimable
        } else {
            Status::Ongoing
        }
    }
}

fn validate_ep(board: &Board, turn: Color, ep: Square) -> Result<(), PositionError> {
    if ep.rank() != Rank::Sixth.relative_to(turn) {
        return Err(PositionError::EpWrongRank { ep });
    }
    if board.occupied().contains(ep) {
        return Err(PositionError::EpOccupied { ep });
    }
    let them = turn.other();
    let pawn = Square::from_coords(ep.file(), Rank::Fifth.relative_to(turn));
    if board.piece_at(pawn) != Some(Piece::new(them, Role::Pawn)) {
        return Err(PositionError::EpNoPawn {
            ep,
            pawn,
            color: them,
        });
    }
    let origin = Square::from_coords(ep.file(), Rank::Seventh.relative_to(turn));
    if board.occupied().contains(origin) {
        return Err(PositionError::EpOriginOccupied { ep, origin });
    }
    Ok(())
}

fn validate_castling(
    board: &Board,
    rights: Bitboard,
    mode: CastlingMode,
) -> Result<Castles, PositionError> {
    let mut castles = Castles::empty(mode);
    for rook in rights {
        let color = if rook.rank() == Rank::First {
            Color::White
        } else if rook.rank() == Rank::Eighth {
            Color::Black
        } else {
            return Err(PositionError::CastlingRookOffBackRank(rook));
        };
        if board.piece_at(rook) != Some(Piece::new(color, Role::Rook)) {
            return Err(PositionError::CastlingWithoutRook { color, rook });
        }
        let side = match board.king_of(color) {
            Some(king) if king.rank() == color.back_rank() && king.file() < rook.file() => {
                CastlingSide::King
            }
            Some(king) if king.rank() == color.back_rank() && king.file() > rook.file() => {
                CastlingSide::Queen
            }
            _ => {
                let side = if rook.file() >= crate::types::File::E {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                return Err(PositionError::CastlingWithoutKing { color, side });
            }
        };
        if castles.has(color, side) {
            return Err(PositionError::CastlingDuplicate { color, side });
        }
        let king = board.king_of(color).unwrap_or(rook);
        let standard_rook = match side {
            CastlingSide::King => crate::types::File::H,
            CastlingSide::Queen => crate::types::File::A,
        };
        if mode == CastlingMode::Standard {
            if king.file() != crate::types::File::E {
                return Err(PositionError::CastlingWithoutKing { color, side });
            }
            if rook.file() != standard_rook {
                return Err(PositionError::CastlingWithoutRook {
                    color,
                    rook: Square::from_coords(standard_rook, color.back_rank()),
                });
            }
        }
        castles.add(color, side, rook);
    }
    Ok(castles)
}
