### Πώς γράφει τα ελληνικά τη σκακιστική γραφή (Greek chess notation).
###
### Sources (keys as in shared/notation-facts.md):
###   piece letters Ρ Β Π Α Ι (Greek capitals U+03A1 U+0392 U+03A0 U+0391
###     U+0399, not the Latin look-alikes P B A I), no pawn letter in moves:
###     https://el.m.wikipedia.org/wiki/Σκακιστική_γραφή_προβληματιστών ;
###     https://chess.gitsis.eu/algebraic.html ; https://chess24.gr/basiki-skakistiki-orologia-symbolismoi-skakistiki-grafi/ ;
###     https://rizospastis.gr/story.do?id=6829794 (facts §1.1); seed
###     el-problemist-notation-and-fen.txt ("1. Ιδ4! ... 2. Πδ8+ Ργ7")
###   Forsyth letters Ρ Β Π Α Ι Σ (Σ U+03A3 = πιόνι, upper case White):
###     el.wikipedia "Σκακιστική γραφή προβληματιστών" and the seed
###     ("Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2") (facts §1.1, §8.5). Newspapers list pawns
###     as "Στρ." in piece lists; that is not a move letter and is not read here.
###   files α β γ δ ε ζ η θ (U+03B1..U+03B8): el.wikipedia "Αλγεβρική σκακιστική
###     γραφή" and diagram pages; chess.com Greek article (facts §1.2)
###   castling O-O / O-O-O with Latin O (the omicron spelling "Ο-Ο-O" seen on
###     gitsis.eu is read by the lexer); capture x (gitsis.eu also shows "✕"
###     and ":"): facts §1.2, §5
###   piece names and agreement (λευκός πύργος, λευκή βασίλισσα, λευκό πιόνι),
###     τα λευκά / τα μαύρα: el.wikipedia diagram alt texts; mythoshellas.com;
###     gitsis.eu (facts §4); seed ("τα λευκά μπορούν να κάνουν μικρό ροκέ")
###   σαχ, ματ, μικρό / μεγάλο ροκέ, προαγωγή, εν περασά: gitsis.eu,
###     mythoshellas.com (facts §4)
###   "Ματ σε 3 κινήσεις": el.wikipedia; seed (facts §8.5)

## Language

language-name = Ελληνικά
language-name-english = Greek

## Piece letters written in moves. The pawn has none.

piece-letter-king = Ρ
piece-letter-queen = Β
piece-letter-rook = Π
piece-letter-bishop = Α
piece-letter-knight = Ι
piece-letter-pawn = { "" }

## Further piece letters accepted on input only (space-separated).

piece-letter-extra-king = { "" }
piece-letter-extra-queen = { "" }
piece-letter-extra-rook = { "" }
piece-letter-extra-bishop = { "" }
piece-letter-extra-knight = { "" }
piece-letter-extra-pawn = { "" }

## Problemists' Forsyth letters, upper case (White); lower case is Black.

forsyth-letter-king = Ρ
forsyth-letter-queen = Β
forsyth-letter-rook = Π
forsyth-letter-bishop = Α
forsyth-letter-knight = Ι
forsyth-letter-pawn = Σ

## File letters, a to h: the first eight letters of the Greek alphabet.

file-a = α
file-b = β
file-c = γ
file-d = δ
file-e = ε
file-f = ζ
file-g = η
file-h = θ

## Marks written in moves

castle-short = O-O
castle-long = O-O-O
capture-mark = x

## Words and signs of printed games, read besides the marks of PGN

# Words for mate written after a move and capture signs (space-separated).
# Source: ματ (mate), gitsis.eu, mythoshellas.com (facts §4); "+ματ" after
# the move and the capture sign χ (Ιχδ5) as Greek columns print them
# (issue 18; provisional, one source). The capital Χ glued after the mating
# move ("2. Βε6Χ", "2. Ιε6+Χ"), as the chess column of Rizospastis prints
# it: https://www.rizospastis.gr/story.do?id=7178116 (9 December 2012) and
# https://www.rizospastis.gr/story.do?id=7638508.
printed-mate = ματ Χ
printed-capture = χ
# Words for a draw printed where the result stands (separated by commas; the
# first is written by a translation, a language with none writes 1/2-1/2).
# Source: ισοπαλία, the draw: "η ισοπαλία ήταν ένα αποτέλεσμα",
# https://trikalain.gr/poios-tha-kanei-tin-kinisi-roya-mat/; "Μετά από τους
# τελευταίους 14 αγώνες να είναι ισοπαλία", https://blogs.e-me.edu.gr/a767872/.
printed-draw = ισοπαλία
# Words for resigning printed after the last move, where the result stands
# (separated by commas; the first is written by a translation). The side named
# before one (side-name) resigned, else the side to move did.
# Source: "Σύντομα τα μαύρα εγκατέληψαν" (Black soon resigned; Palau -
# Kalabar, Olympiad 1927), Εύβοια ένωση σκακιστών, 12 December 2011,
# http://evoikienosiskakiston.blogspot.com/2011/12/blog-post_5990.html (one
# source, in prose after the game; printed there as "εγκατέληψαν", read too,
# the aorist spelt "εγκατέλειψαν" written).
# The singular, of a player: "Ο λευκός έπαιξε την εξαιρετική κίνηση 1.Βε3!
# και ο μαύρος εγκατέλειψε!" (and Black resigned; Ναβροζίδης - Μαγγιάς,
# Σκακιστική Ομοσπονδία, chess.gr/eso-mag/vol61/gam.html).
printed-resign = εγκατέλειψαν, εγκατέληψαν, εγκατέλειψε
# Short words of prose printed between two moves, or before the result
# (separated by commas, each one word): read as commentary where the move
# after them is legal. Source: "23. ε5 και 1-0." (και, and), Πίκετ -
# Σβίντλερ, Ριζοσπάστης 5 Μάρτη 2000,
# https://rizospastis.gr/columnPage.do?columnId=63&publDate=5%2F3%2F2000;
# "3. Ιθη5! και ακολουθεί 4. Βθ5" (ακολουθεί, follows), Ριζοσπάστης 28
# Γενάρη 2001, https://rizospastis.gr/columnPage.do?columnId=63&publDate=28%2F1%2F2001;
# τώρα (now): "και τώρα" before a move, chess.gr's Kasparov - Sfikas,
# http://www.chess.gr/eso-mag/vol49/game.html.
printed-prose = και, ακολουθεί, τώρα
# Words for a threat printed before the move it names (printed-threat): none
# yet, for want of a page that prints one before a move as a source.
printed-threat = { "" }
# Words for "any move" printed after a piece and a dash (printed-any-move): none
# (the sign ~, `Sd~`, is read in every language).
printed-any-move = { "" }
# File letters as the language's keyboards type them (the letter printed, =,
# the file letter): none.
printed-file-letter = { "" }

## Words for spoken and accessible descriptions

piece-name =
    { $role ->
        [king] βασιλιάς
        [queen] βασίλισσα
        [rook] πύργος
        [bishop] αξιωματικός
        [knight] ίππος
       *[pawn] πιόνι
    }

# βασίλισσα is feminine, πιόνι neuter, the other pieces masculine.
piece-description =
    { $color ->
        [white]
            { $role ->
                [king] λευκός βασιλιάς
                [queen] λευκή βασίλισσα
                [rook] λευκός πύργος
                [bishop] λευκός αξιωματικός
                [knight] λευκός ίππος
               *[pawn] λευκό πιόνι
            }
       *[black]
            { $role ->
                [king] μαύρος βασιλιάς
                [queen] μαύρη βασίλισσα
                [rook] μαύρος πύργος
                [bishop] μαύρος αξιωματικός
                [knight] μαύρος ίππος
               *[pawn] μαύρο πιόνι
            }
    }

side-name =
    { $color ->
        [white] τα λευκά
       *[black] τα μαύρα
    }

spoken-check = σαχ
spoken-mate = ματ
spoken-castle-short = μικρό ροκέ
spoken-castle-long = μεγάλο ροκέ
spoken-promotion = προαγωγή
spoken-en-passant = εν περασά

spoken-takes = παίρνει
spoken-promotes-to =
    { $role ->
        [queen] προάγεται σε βασίλισσα
        [rook] προάγεται σε πύργο
        [bishop] προάγεται σε αξιωματικό
       *[knight] προάγεται σε ίππο
    }
spoken-null-move = κενή κίνηση
spoken-variation = παραλλαγή
spoken-variation-end = τέλος της παραλλαγής
spoken-pieces =
    { $count ->
        [one]
            { $role ->
                [king] βασιλιάς
                [queen] βασίλισσα
                [rook] πύργος
                [bishop] αξιωματικός
                [knight] ίππος
               *[pawn] πιόνι
            }
       *[other]
            { $role ->
                [king] βασιλιάδες
                [queen] βασίλισσες
                [rook] πύργοι
                [bishop] αξιωματικοί
                [knight] ίπποι
               *[pawn] πιόνια
            }
    }
spoken-to-move =
    { $color ->
        [white] παίζουν τα λευκά
       *[black] παίζουν τα μαύρα
    }

# "λευκός βασιλιάς στο α5" (το τετράγωνο: neuter, hence στο; wording ours).
spoken-piece-on-square = { $piece } στο { $square }
spoken-empty-board = άδεια σκακιέρα

## Piece lists ("Λευκά: Ρα5, Πα8, Πζ1, Αδ5, Ιε6. Μαύρα: Ρε7.")

# Newspapers print "Λευκά: Ρδ7, Βθ8, Στρ. δ3, θ7" (Rizospastis, facts §1.2):
# the header is the bare plural adjective, without the article of side-name,
# and the pawns follow "Στρ." (Στρατιώτης). "Μαύρα" by analogy.
piece-list-header =
    { $color ->
        [white] Λευκά
       *[black] Μαύρα
    }
piece-list-pawns = Στρ.
# The headers abbreviated to their first letter and an asterisk, the first
# piece glued to it, the pieces apart by slashes: "Λ*Ρη1/Βδ3/Πα7/…/θ3
# Μ* Ρη8/Βδ5/…/θ5." (the Greek chess federation's magazine, Σκακιστική
# Ομοσπονδία, chess.gr/eso-mag/vol61).
piece-list-header-short =
    { $color ->
        [white] Λ*
       *[black] Μ*
    }

## Problem stipulations

stipulation-mate-in =
    { $moves ->
        [one] Ματ σε 1 κίνηση
       *[other] Ματ σε { $moves } κινήσεις
    }
