### User-facing messages of forsyth (el): diagnostics, commands, labels.
### Notation letters and words live in notation.ftl next to this file.
### Every message here must also exist, with the same id, in locales/en/messages.ftl.
###
### Terms: κίνηση (move), ημικίνηση (ply), παίζουν τα λευκά / τα μαύρα (to
### move), σαχ, ματ, πατ, ισοπαλία, ροκέ, εν περασά (as in notation.ftl),
### γραμμή (rank), στήλη (file), τετράγωνο (square), κομμάτι (piece), πιόνι
### (pawn, neuter: λευκό πιόνι), προαγωγή (promotion), παραλλαγή (variation),
### αιχμαλωσία (capture). Το FEN is neuter. Quotation marks «…».
### The Greek semicolon is the ano teleia "·"; ";" is the question mark.
### Messages after "στήλη 28: " and "σημείωση: " start in lower case.

## FEN fields

fen-field =
    { $field ->
        [board] διάταξη των κομματιών
        [turn] σειρά κίνησης
        [castling] δικαιώματα ροκέ
        [en-passant] τετράγωνο εν περασά
        [halfmoves] μετρητής ημικινήσεων
       *[fullmoves] αριθμός κίνησης
    }

## FEN errors

fen-error-empty = το FEN είναι κενό
fen-error-field-count = ένα FEN έχει 6 πεδία χωρισμένα με κενά, αυτό έχει { $found }
fen-error-separator = τα πεδία χωρίζονται με ακριβώς ένα κενό
fen-error-rank-count =
    η διάταξη των κομματιών έχει { $found ->
        [one] { $found } γραμμή
       *[other] { $found } γραμμές
    }, όχι 8
fen-error-rank-length =
    η γραμμή { $rank } περιγράφει { $squares ->
        [one] { $squares } τετράγωνο
       *[other] { $squares } τετράγωνα
    }, όχι 8
fen-error-bad-placement-char = το «{ $char }» δεν είναι ούτε γράμμα κομματιού (PNBRQK, pnbrqk) ούτε ψηφίο 1-8 ούτε «/»
fen-error-consecutive-digits = δύο ψηφία στη σειρά: τα κενά τετράγωνα μετριούνται με ένα μόνο ψηφίο
fen-error-bad-turn = η σειρά κίνησης πρέπει να είναι «w» ή «b»
fen-error-bad-castling-char = το «{ $char }» δεν είναι δικαίωμα ροκέ (KQkq, γράμμα στήλης A-H/a-h ή «-»)
fen-error-duplicate-castling = το δικαίωμα ροκέ «{ $char }» εμφανίζεται δύο φορές
fen-error-castling-order = τα δικαιώματα ροκέ γράφονται με τη σειρά KQkq
fen-error-castling-no-king =
    δικαίωμα ροκέ { $char }, αλλά ο { $color ->
        [white] λευκός
       *[black] μαύρος
    } βασιλιάς δεν είναι στο { $square }
fen-error-castling-no-rook =
    δικαίωμα ροκέ { $char }, αλλά δεν υπάρχει { $color ->
        [white] λευκός
       *[black] μαύρος
    } πύργος στο { $square }
fen-error-bad-ep-square = το πεδίο εν περασά πρέπει να είναι «-» ή τετράγωνο της 3ης ή της 6ης γραμμής
fen-error-bad-halfmoves = ο μετρητής ημικινήσεων πρέπει να είναι αριθμός (0 ή μεγαλύτερος)
fen-error-bad-fullmoves = ο αριθμός κίνησης πρέπει να είναι ακέραιος (1 ή μεγαλύτερος)
fen-error-non-ascii = το «{ $char }» ({ $codepoint }) δεν επιτρέπεται σε FEN
fen-error-non-ascii-dash = το «{ $char }» ({ $codepoint }) δεν επιτρέπεται σε FEN· γράψτε «-»

## Position errors

position-error-missing-king =
    δεν υπάρχει { $color ->
        [white] λευκός
       *[black] μαύρος
    } βασιλιάς
position-error-too-many-kings =
    ένας δεύτερος { $color ->
        [white] λευκός
       *[black] μαύρος
    } βασιλιάς βρίσκεται στο { $square }
position-error-pawn-on-back-rank = πιόνι στο { $square }: τα πιόνια δεν μπορούν να βρίσκονται στην πρώτη ή στην όγδοη γραμμή
position-error-too-many-pieces =
    { $color ->
        [white] τα λευκά
       *[black] τα μαύρα
    } έχουν περισσότερα από 16 κομμάτια
position-error-too-many-pawns =
    { $color ->
        [white] τα λευκά
       *[black] τα μαύρα
    } έχουν περισσότερα από 8 πιόνια
position-error-opposite-check =
    { $color ->
        [white] τα λευκά
       *[black] τα μαύρα
    } δεν παίζουν, αλλά βρίσκονται σε σαχ (από το { $checker })
position-error-impossible-check = η πλευρά που παίζει βρίσκεται σε σαχ που καμία νόμιμη κίνηση δεν θα μπορούσε να έχει δώσει
position-error-castling-without-king =
    δικαίωμα ροκέ { $char }, αλλά ο { $color ->
        [white] λευκός
       *[black] μαύρος
    } βασιλιάς δεν είναι στο αρχικό του τετράγωνο
position-error-castling-without-rook =
    δικαίωμα ροκέ, αλλά δεν υπάρχει { $color ->
        [white] λευκός
       *[black] μαύρος
    } πύργος στο { $square }
position-error-castling-rook-off-back-rank = δικαίωμα ροκέ για το { $square }, που δεν βρίσκεται ούτε στην πρώτη ούτε στην όγδοη γραμμή
position-error-castling-duplicate =
    δύο δικαιώματα ροκέ για τον { $color ->
        [white] λευκό
       *[black] μαύρο
    } βασιλιά στην πτέρυγα { $side ->
        [king] του βασιλιά
       *[queen] της βασίλισσας
    }
position-error-ep-wrong-rank = το τετράγωνο εν περασά { $ep } δεν βρίσκεται στη γραμμή που διασχίζει ένα πιόνι με διπλό βήμα
position-error-ep-occupied = το τετράγωνο εν περασά { $ep } δεν είναι κενό
position-error-ep-no-pawn =
    τετράγωνο εν περασά { $ep }, αλλά δεν υπάρχει { $color ->
        [white] λευκό
       *[black] μαύρο
    } πιόνι στο { $pawn }
position-error-ep-origin-occupied = τετράγωνο εν περασά { $ep }, αλλά το { $origin }, από όπου ήρθε το πιόνι, δεν είναι κενό
position-error-ep-with-halfmoves = τετράγωνο εν περασά { $ep }, αλλά ο μετρητής ημικινήσεων είναι { $halfmoves }, όχι 0: ένα διπλό βήμα τον μηδενίζει
position-error-zero-fullmoves = ο αριθμός κίνησης πρέπει να είναι τουλάχιστον 1

## Repairs

repair-defaulted =
    { $field ->
        [board] λείπει η διάταξη των κομματιών
        [turn] λείπει η σειρά κίνησης
        [castling] λείπουν τα δικαιώματα ροκέ
        [en-passant] λείπει το τετράγωνο εν περασά
        [halfmoves] λείπει ο μετρητής ημικινήσεων
       *[fullmoves] λείπει ο αριθμός κίνησης
    }: θεωρήθηκε «{ $value }»
repair-stripped-brackets = αφαιρέθηκαν οι αγκύλες γύρω από το FEN
repair-dash = η τυπογραφική παύλα διαβάστηκε ως «-»
repair-separators = τα πεδία χωρίστηκαν με ένα κενό
repair-dropped-castling = το δικαίωμα ροκέ { $letter } αφαιρέθηκε: ο βασιλιάς ή ο πύργος δεν είναι στη θέση του
repair-dropped-ep-square = το τετράγωνο εν περασά αφαιρέθηκε: κανένα πιόνι δεν το διέσχισε μόλις με διπλό βήμα
repair-reset-halfmoves = ο μετρητής ημικινήσεων μηδενίστηκε: ένα διπλό βήμα τον μηδενίζει
repair-fullmoves-zero = ο αριθμός κίνησης 0 διαβάστηκε ως 1

## Severities

severity-error = σφάλμα
severity-warning = προειδοποίηση
severity-information = πληροφορία
severity-hint = υπόδειξη

## Diagnostics

diag-syntax = Συντακτικό σφάλμα: { $detail }
diag-syntax-unterminated-comment = Αυτό το σχόλιο δεν κλείνει: λείπει ένα «{ "}" }».
diag-syntax-unterminated-string = Αυτή η συμβολοσειρά δεν κλείνει: λείπουν τα εισαγωγικά κλεισίματος (").
diag-syntax-unmatched-paren = Αυτή η «)» δεν κλείνει καμία παραλλαγή.
diag-syntax-unclosed-variation = Αυτή η παραλλαγή δεν κλείνει: λείπει μια «)».
diag-syntax-malformed-tag = Λανθασμένη ετικέτα: μια ετικέτα γράφεται [Όνομα "τιμή"].
diag-syntax-invalid-utf8 = Αυτά τα byte δεν είναι έγκυρο UTF-8.
diag-syntax-unexpected-character = Απρόσμενος χαρακτήρας «{ $text }».
diag-syntax-variation-too-deep =
    Οι παραλλαγές είναι ένθετες σε βάθος μεγαλύτερο από { $limit ->
        [one] ένα επίπεδο
       *[other] { $limit } επίπεδα
    }.
diag-syntax-duplicate-tag = Η ετικέτα [{ $name }] εμφανίζεται δύο φορές.
diag-syntax-missing-tag-value = Η ετικέτα [{ $name }] δεν έχει τιμή.
diag-syntax-unexpected-token = Απρόσμενο «{ $text }» έξω από ζεύγος ετικέτας.
diag-syntax-nag-out-of-range = Το σύμβολο σχολιασμού { $text } είναι εκτός ορίων: τα NAG πάνε από $0 έως $255.
diag-syntax-unescaped-quote = Εισαγωγικά μέσα στην τιμή μιας ετικέτας χωρίς ανάστροφη κάθετο μπροστά τους: η τιμή διαβάζεται ως τα εισαγωγικά πριν από την «]». Μέσα σε μια τιμή τα εισαγωγικά γράφονται \".
diag-syntax-stray-backslash = Αυτή η ανάστροφη κάθετος βρίσκεται πριν από τα εισαγωγικά κλεισίματος: διαβάζεται ως μέρος της τιμής, την οποία κλείνουν τα εισαγωγικά. Μέσα σε μια τιμή η ανάστροφη κάθετος γράφεται \\.

diag-malformed-move = Η κίνηση { $move } δεν μπορεί να διαβαστεί.
diag-malformed-move-unknown-piece = Η κίνηση { $move } δεν μπορεί να διαβαστεί: το «{ $letter }» δεν είναι γράμμα κομματιού (γλώσσα: { $language }).
diag-malformed-move-unexpected = Η κίνηση { $move } δεν μπορεί να διαβαστεί: απρόσμενο «{ $char }».
diag-malformed-move-no-destination = Η κίνηση { $move } δεν μπορεί να διαβαστεί: λείπει το τετράγωνο προορισμού.
diag-malformed-move-incomplete-origin = Η κίνηση { $move } δεν μπορεί να διαβαστεί: μια παύλα ανάμεσα σε τετράγωνα θέλει ολόκληρο το τετράγωνο αφετηρίας.
diag-malformed-move-missing-promotion = Η κίνηση { $move } δεν μπορεί να διαβαστεί: λείπει το κομμάτι της προαγωγής.
diag-malformed-move-bad-promotion = Η κίνηση { $move } δεν μπορεί να διαβαστεί: ένα πιόνι δεν μπορεί να προαχθεί σε «{ $letter }».
diag-malformed-move-piece-cannot-promote = Η κίνηση { $move } δεν μπορεί να διαβαστεί: μόνο ένα πιόνι μπορεί να προαχθεί.
diag-malformed-move-bad-castling = Η κίνηση { $move } δεν μπορεί να διαβαστεί: το ροκέ δεν γράφεται έτσι.
diag-malformed-move-bad-numeric = Η κίνηση { $move } δεν μπορεί να διαβαστεί: μια αριθμητική κίνηση (ICCF) έχει τέσσερα ψηφία 1-8 και ένα πέμπτο 1-4 για την προαγωγή.
diag-malformed-move-empty = Η κίνηση { $move } δεν μπορεί να διαβαστεί: περιέχει μόνο σύμβολα, καμία κίνηση.

diag-illegal-move =
    Μη νόμιμη κίνηση { $move }: { $color ->
        [white] παίζουν τα λευκά
       *[black] παίζουν τα μαύρα
    }· { $reason }.
diag-illegal-move-number-ahead = Μη νόμιμη κίνηση { $move }: ο αριθμός της { $found } δείχνει την κίνηση { $white } των λευκών, αλλά λείπει πριν από αυτήν η κίνηση { $black } των μαύρων: παίζουν τα μαύρα.
diag-illegal-move-alternatives =
    { $count ->
        [one] Η μόνη νόμιμη κίνηση αυτού του κομματιού είναι η { $moves }.
       *[other] Νόμιμες κινήσεις αυτού του κομματιού: { $moves }.
    }
diag-illegal-move-no-alternatives =
    { $color ->
        [white] Τα λευκά
       *[black] Τα μαύρα
    } δεν έχουν καμία νόμιμη κίνηση με αυτό το κομμάτι.
## Γιατί μια κίνηση δεν είναι νόμιμη: πρόταση μετά το «Μη νόμιμη κίνηση Ιζ3:
## παίζουν τα λευκά· ». $piece, $by, $by2: pawn, knight, bishop, rook, queen,
## king· τα τετράγωνα με τα γράμματα της γλώσσας της παρτίδας.

illegal-no-piece =
    { $color ->
        [white] τα λευκά
       *[black] τα μαύρα
    } δεν έχουν { $piece ->
        [pawn] πιόνι
        [knight] ίππο
        [bishop] αξιωματικό
        [rook] πύργο
        [queen] βασίλισσα
       *[king] βασιλιά
    } { $where ->
        [file] στη στήλη { $origin }
        [rank] στη γραμμή { $origin }
        [square] στο { $origin }
       *[any] στη σκακιέρα
    }
illegal-empty-square = δεν υπάρχει κομμάτι στο { $from }
illegal-opponents-piece =
    { $by ->
        [pawn] το πιόνι
        [knight] ο ίππος
        [bishop] ο αξιωματικός
        [rook] ο πύργος
        [queen] η βασίλισσα
       *[king] ο βασιλιάς
    } στο { $at } ανήκει στα { $color ->
        [white] μαύρα
       *[black] λευκά
    }
illegal-own-piece =
    στο { $at } βρίσκεται ήδη { $by ->
        [pawn] το { $color ->
            [white] λευκό
           *[black] μαύρο
        } πιόνι
        [queen] η { $color ->
            [white] λευκή
           *[black] μαύρη
        } βασίλισσα
       *[other] ο { $color ->
            [white] λευκός
           *[black] μαύρος
        } { $by ->
            [knight] ίππος
            [bishop] αξιωματικός
            [rook] πύργος
           *[other] βασιλιάς
        }
    }
illegal-unreachable-one =
    { $piece ->
        [pawn] το πιόνι
        [knight] ο ίππος
        [bishop] ο αξιωματικός
        [rook] ο πύργος
        [queen] η βασίλισσα
       *[king] ο βασιλιάς
    } στο { $from } δεν μπορεί να πάει στο { $to }
illegal-unreachable =
    { $piece ->
        [pawn] κανένα { $color ->
            [white] λευκό
           *[black] μαύρο
        } πιόνι
        [queen] καμία { $color ->
            [white] λευκή
           *[black] μαύρη
        } βασίλισσα
       *[other] κανένας { $color ->
            [white] λευκός
           *[black] μαύρος
        } { $piece ->
            [knight] ίππος
            [bishop] αξιωματικός
            [rook] πύργος
           *[other] βασιλιάς
        }
    } δεν μπορεί να πάει στο { $to }
illegal-blocked =
    { $piece ->
        [pawn] το πιόνι
        [knight] ο ίππος
        [bishop] ο αξιωματικός
        [rook] ο πύργος
        [queen] η βασίλισσα
       *[king] ο βασιλιάς
    } στο { $from } εμποδίζεται από { $by ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at }
illegal-pawn-blocked =
    το πιόνι στο { $from } δεν μπορεί να πάρει { $by ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at } προχωρώντας ευθεία: τα πιόνια παίρνουν διαγώνια
illegal-pawn-capture-empty = το πιόνι στο { $from } κινείται διαγώνια μόνο για να πάρει, και το { $to } είναι κενό
illegal-no-en-passant = δεν γίνεται αιχμαλωσία εν περασά: το πιόνι στο { $pawn } δεν έκανε μόλις διπλό βήμα
illegal-no-promotion =
    { $piece ->
        [pawn] το πιόνι στο { $from } δεν φτάνει στην τελευταία γραμμή στο { $to }: δεν μπορεί να προαχθεί
       *[other] { $piece ->
        [pawn] το πιόνι
        [knight] ο ίππος
        [bishop] ο αξιωματικός
        [rook] ο πύργος
        [queen] η βασίλισσα
       *[king] ο βασιλιάς
    } στο { $from } δεν μπορεί να προαχθεί: μόνο ένα πιόνι μπορεί
    }
illegal-pinned =
    { $piece ->
        [pawn] το πιόνι
        [knight] ο ίππος
        [bishop] ο αξιωματικός
        [rook] ο πύργος
        [queen] η βασίλισσα
       *[king] ο βασιλιάς
    } στο { $from } είναι { $piece ->
        [pawn] καρφωμένο
        [queen] καρφωμένη
       *[other] καρφωμένος
    } στον βασιλιά στο { $king } από { $by ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at }
illegal-in-check =
    ο βασιλιάς δέχεται σαχ από { $by ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at }, και η κίνηση δεν το αποκρούει
illegal-double-check =
    ο βασιλιάς δέχεται διπλό σαχ από { $by ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at } και { $by2 ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at2 }: μόνο κίνηση του βασιλιά το αποκρούει
illegal-king-attacked =
    ο βασιλιάς θα βρισκόταν σε σαχ στο { $to } από { $by ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at }
illegal-castling-king-moved = το ροκέ δεν επιτρέπεται πια: ο βασιλιάς έφυγε από το { $home }
illegal-castling-rook-moved =
    το { $side ->
        [king] μικρό
       *[queen] μεγάλο
    } ροκέ δεν επιτρέπεται πια: δεν υπάρχει πύργος στο { $home }
illegal-castling-right-lost =
    το δικαίωμα για { $side ->
        [king] μικρό
       *[queen] μεγάλο
    } ροκέ χάθηκε: ο βασιλιάς ή αυτός ο πύργος έχει ήδη κινηθεί
illegal-castling-blocked =
    { $by ->
        [pawn] το πιόνι
        [knight] ο ίππος
        [bishop] ο αξιωματικός
        [rook] ο πύργος
        [queen] η βασίλισσα
       *[king] ο βασιλιάς
    } στο { $at } εμποδίζει το { $side ->
        [king] μικρό
       *[queen] μεγάλο
    } ροκέ
illegal-castling-in-check =
    ο βασιλιάς δέχεται σαχ από { $by ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at }: δεν μπορεί να βγει από το σαχ με ροκέ
illegal-castling-through-check =
    ο βασιλιάς θα περνούσε από το { $square }, που το απειλεί { $by ->
        [pawn] το πιόνι
        [knight] ο ίππος
        [bishop] ο αξιωματικός
        [rook] ο πύργος
        [queen] η βασίλισσα
       *[king] ο βασιλιάς
    } στο { $at }
illegal-castling-into-check =
    ο βασιλιάς θα κατέληγε στο { $square } σε σαχ από { $by ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at }
illegal-pass-in-check =
    ο βασιλιάς δέχεται σαχ από { $by ->
        [pawn] το πιόνι
        [knight] τον ίππο
        [bishop] τον αξιωματικό
        [rook] τον πύργο
        [queen] τη βασίλισσα
       *[king] τον βασιλιά
    } στο { $at }: όποιος δέχεται σαχ δεν μπορεί να πάει πάσο
illegal-unexplained = καμία νόμιμη κίνηση δεν ταιριάζει

diag-ambiguous-move =
    Διφορούμενη κίνηση { $move }: { $count ->
        [one] μπορεί να την κάνει ένα κομμάτι
       *[other] μπορούν να την κάνουν { $count } κομμάτια
    }.
diag-ambiguous-move-candidates = Πιθανές κινήσεις: { $moves }.
diag-ambiguous-settled = Το { $move } ταιριάζει σε περισσότερες νόμιμες κινήσεις ({ $moves }), αλλά μόνο με την { $chosen } συνεχίζεται η παρτίδα: παίζεται η { $chosen }.
# $count: how many more findings of the same kind the game has (always more than one).
diag-more-like-this = Δεν εμφανίζονται άλλα { $count } ευρήματα αυτού του είδους σε αυτή την παρτίδα.
diag-missing-promotion = Με την { $move } το πιόνι φτάνει στην τελευταία γραμμή: γράψτε το κομμάτι της προαγωγής.
diag-invalid-fen = Άκυρο FEN: { $reason }.
diag-fen-repaired = Το FEN διαβάστηκε μετά από διόρθωση: { $repair }.
diag-unsupported-variant = Αυτή η παρτίδα παίζεται με άλλους κανόνες ({ $variant }): οι κινήσεις της ούτε ελέγχονται ούτε μεταφράζονται.
# $limit: the largest game read, a number of $unit: gib, mib, kib or bytes.
diag-game-too-large = Αυτή η παρτίδα ξεπερνά τα { $unit ->
        [gib] { $limit } GiB
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[bytes] { $limit } byte
    } (ή έχει τόσο μεγάλη γραμμή): δεν διαβάζεται, και μια μετάφραση την αντιγράφει αμετάβλητη.
# --max-game-size (or the language server's maxGameSize) given something that is not a size. $value: as given.
game-size-not-a-size = το «{ $value }» δεν είναι μέγεθος: δώστε έναν αριθμό byte, σκέτο ή με μονάδα (4096, 512KiB, 64MiB, 1G)
# The size is less than the smallest limit. $value: as given; $min: the smallest limit, in KiB.
game-size-too-small = το { $value } είναι λιγότερο από { $min } KiB, το μικρότερο όριο για μια παρτίδα: με μικρότερο, συνηθισμένες παρτίδες θα έμεναν αδιάβαστες
# The size is more than the largest limit. $value: as given; $max: the largest limit, in GiB.
game-size-too-large = το { $value } είναι περισσότερο από { $max } GiB, το μεγαλύτερο όριο για μια παρτίδα: η ανάγνωση μιας παρτίδας θέλει μνήμη πολλές φορές το μέγεθός της
diag-wrong-check-mark =
    { $written ->
        [none] Η κίνηση { $move } δεν έχει σημάδι σαχ
        [check] Η κίνηση { $move } σημειώνεται ως σαχ
        [double-check] Η κίνηση { $move } σημειώνεται ως διπλό σαχ
       *[mate] Η κίνηση { $move } σημειώνεται ως ματ
    }, αλλά { $actual ->
        [none] δεν δίνει σαχ
        [check] δίνει σαχ
        [double-check] δίνει διπλό σαχ
       *[mate] κάνει ματ
    }.
diag-wrong-capture-mark = Το σημάδι αιχμαλωσίας της κίνησης { $move } δεν ταιριάζει με την κίνηση.
diag-move-number = Ο αριθμός κίνησης «{ $found }» θα έπρεπε να είναι «{ $expected }».
diag-result-mismatch = Η ετικέτα Result γράφει { $tag }, αλλά η παρτίδα τελειώνει με { $movetext }.
diag-missing-result = Η παρτίδα δεν έχει αποτέλεσμα στο τέλος της (1-0, 0-1, 1/2-1/2 ή *).
diag-homoglyph = Στην κίνηση { $move }, το { $found } διαβάζεται ως { $meant }, με το οποίο μοιάζει, εδώ και στην υπόλοιπη παρτίδα, όπου δεν αναφέρεται ξανά.
diag-mixed-languages = Οι κινήσεις αυτής της παρτίδας είναι γραμμένες σε περισσότερες από μία γλώσσες: { $languages }.
diag-unknown-language = Η κίνηση { $move } δεν διαβάζεται σε καμία γνωστή γλώσσα: το «{ $letter }» δεν είναι γράμμα κομματιού σε καμία από αυτές: { $languages }.

## Κινήσεις όπως τις τυπώνουν βιβλία και εφημερίδες (σημειώσεις: διαβάστηκαν, δεν είναι λάθη)

# $move: η λέξη όπως είναι τυπωμένη.
diag-printed-dash = Μια τυπογραφική παύλα στο { $move } διαβάζεται ως ενωτικό (παύλα, σύμβολο πλην ή παύλα ανάμεσα στις δύο κινήσεις ενός ζεύγους). Οι επόμενες σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-separator = Το «;» ή το «,» μετά το { $move } διαβάζεται ως διαχωριστικό ανάμεσα σε κινήσεις, όπως είναι τυπωμένο, όχι ως αρχή σχολίου. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-pair = Το { $move } διαβάζεται ως δύο κινήσεις, των λευκών και των μαύρων, τυπωμένες ως ζεύγος ενωμένες με παύλα. Τα επόμενα ζεύγη σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-glued-pair = Το { $move } διαβάζεται ως δύο κινήσεις, των λευκών και των μαύρων, τυπωμένες χωρίς τίποτα ανάμεσά τους (ένα κενό που χάθηκε, όπως σε σελίδα αντιγραμμένη από πίνακα). Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-number = Το { $move } διαβάζεται ως αριθμός κίνησης κολλημένος στην κίνησή του. Οι επόμενοι σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-number-period = Το { $move } διαβάζεται ως αριθμός κίνησης των λευκών με την τελεία του μετά το κενό, όπως μια σελίδα γραμμένη από δεξιά προς τα αριστερά στοιχειοθετεί έναν αριθμό κίνησης. Οι επόμενοι σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-mate = Η λέξη για το ματ στο { $move } διαβάζεται ως σύμβολο ματ (#). Οι επόμενες σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-capture = Το σύμβολο αιχμαλωσίας στο { $move } διαβάζεται ως x. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-star-capture = Το * ανάμεσα στα τετράγωνα του { $move } είναι το σύμβολο αιχμαλωσίας του, όπως το τυπώνουν οι βάσεις προβλημάτων, και διαβάζεται ως x. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-spaced-move = Το { $move } είναι τυπωμένο με κενά ανάμεσα στα γράμματα και τα ψηφία του, όπως τυπώνουν τις κινήσεις παλιά βιβλία και εφημερίδες, και διαβάζεται ως μία κίνηση. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-castling-apart = Το { $move } είναι ροκέ τυπωμένο με κενό στη θέση κάθε παύλας, όπως το τυπώνει κείμενο παρμένο από PDF, και διαβάζεται ως ροκέ. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-capture-after = Το { $move } είναι τυπωμένο με το σημείο αιχμαλωσίας μετά το τετράγωνο, όπως τυπώνουν τις αιχμαλωσίες τα παλιά βιβλία, και διαβάζεται ως αιχμαλωσία, αφού η κίνηση παίρνει εκεί ένα κομμάτι. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-spaced = Το { $move } είναι τυπωμένο με κενά μέσα στην κίνηση, όπως τα παλιά βιβλία τυπώνουν την περιγραφική σημειογραφία, και διαβάζεται ως μία κίνηση. Οι επόμενες σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-files = Το { $move } είναι αιχμαλωσία πιονιού τυπωμένη ως οι δύο στήλες της και διαβάζεται ως { $played }, η μόνη αιχμαλωσία που μπορεί να κάνει ένα πιόνι από την πρώτη στήλη στη δεύτερη. Οι επόμενες σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-homoglyph = Στην κίνηση { $move }, το { $found } είναι γράμμα άλλου αλφαβήτου που μοιάζει με τη στήλη { $meant } και διαβάζεται ως αυτή η στήλη. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-spaced-capture = Το σημείο αιχμαλωσίας τυπωμένο χωριστά στο { $move } διαβάζεται ως αιχμαλωσία μιας κίνησης. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-letter = Το { $move } είναι τυπωμένο με γράμμα στήλης όπως το γράφουν τα πληκτρολόγια (ç για c) και διαβάζεται με το γράμμα της στήλης. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-captured-piece = Το { $move } ονομάζει το κομμάτι που παίρνει, όπως το τυπώνουν τα βιβλία, και διαβάζεται ως { $played }, η αιχμαλωσία αυτού του κομματιού. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-number-slash = Το { $move } διαβάζεται ως αριθμός κίνησης τυπωμένος με κάθετο μετά από αυτόν, όπως τον τυπώνουν κάποιες σελίδες. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-left-out = Το { $move } στέκεται εκεί όπου δεν δίνεται κίνηση, όπως το τυπώνουν κάποια περιοδικά (5. —o— Bg4), και διαβάζεται ως κίνηση που παραλείπεται. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-number-paren = Το { $move } διαβάζεται ως αριθμός κίνησης τυπωμένος με παρένθεση που κλείνει μετά από αυτόν, όπως τον τυπώνουν κάποιες σελίδες. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-lower-piece = Το { $move } είναι τυπωμένο με πεζό γράμμα κομματιού και διαβάζεται ως { $played }: ως κίνηση πιονιού δεν είναι νόμιμη, ή η παρτίδα δεν συνεχίζεται ως το τέλος της. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-ocr-digit = Το { $move } είναι τυπωμένο με ένα γράμμα αντί για το ψηφίο της γραμμής (μικρό l για το 1, ó για το 6), όπως το γράφει κείμενο διαβασμένο από σάρωση, και διαβάζεται ως { $played }. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-ocr-check = Το { $move } είναι τυπωμένο με μικρό f ή t αντί για τον σταυρό † του σαχ, όπως το γράφει κείμενο διαβασμένο από σάρωση, και διαβάζεται ως { $played }. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-ocr-letter = Στην κίνηση { $move }, το { $found } είναι κυριλλικό γράμμα που γράφει κείμενο διαβασμένο από σάρωση αντί για το { $meant }, με το οποίο μοιάζει (το Ь για το b, το З για το 3, το б για το 6), και διαβάζεται ως { $meant }. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-unmarked-capture = Το { $move } είναι αιχμαλωσία πιονιού τυπωμένη χωρίς σημείο αιχμαλωσίας, ως η στήλη του και το τετράγωνο όπου αιχμαλωτίζει, και διαβάζεται ως { $played }. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-two-readings = Το { $move } διαβάζεται με δύο τρόπους, νόμιμους και οι δύο ως το τέλος της παρτίδας: { $moves } (όπως τυπώθηκε, κίνηση πιονιού / ως το κομμάτι τυπωμένο με πεζό γράμμα). Παίζεται ο πρώτος· τυπώστε το γράμμα του κομματιού κεφαλαίο για να πάρετε τον άλλο.
diag-printed-check-apart = Στην κίνηση { $move }, το σύμβολο { $sign } που τυπώνεται χωριστά μετά την κίνηση διαβάζεται ως το σύμβολο σαχ ή ματ της κίνησης. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-dagger = Στην κίνηση { $move }, το { $sign } διαβάζεται ως { $read }: παλαιότερα βιβλία τυπώνουν τον σταυρό † για σαχ και τον διπλό σταυρό ‡ για ματ. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-move-broken = Το { $move } είναι κίνηση κομμένη στο τέλος της γραμμής στην παύλα ή στο σύμβολο αιχμαλωσίας της, όπως την τυπώνουν οι στενές στήλες των εφημερίδων, και διαβάζεται ως μία κίνηση. Οι επόμενες σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-idea = Στο { $move }, η κίνηση μετά το σύμβολο «με την ιδέα» είναι η απειλή ή το σχέδιο που ονομάζει ο συγγραφέας: διαβάζεται ως σχόλιο και δεν παίζεται. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-threat = Στο { $move }, η κίνηση μετά τη λέξη για απειλή (με τις κινήσεις που ακολουθούν ως το ματ που απειλεί) είναι η απειλή που ονομάζει ο συγγραφέας: διαβάζεται ως σχόλιο και δεν παίζεται. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-any-move = Το { $move } σημαίνει «οποιαδήποτε κίνηση» ενός κομματιού (`~`): τη συντομογραφία του συγγραφέα για ένα σύνολο κινήσεων που τις ακολουθεί η ίδια απάντηση, όχι μία κίνηση. Δεν παίζεται, και το υπόλοιπο της γραμμής του, που ακολουθεί μια άγνωστη κίνηση, διαβάζεται ως σχόλιο. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-prose = Το { $move } είναι κείμενο τυπωμένο ανάμεσα στις κινήσεις (όπως «και», «και τώρα»), όχι κίνηση: διαβάζεται ως σχόλιο. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-restart = Το { $move } ξεκινά πάλι από κίνηση του μαύρου με μικρότερο αριθμό, όπως οι στήλες προβλημάτων τυπώνουν τις παραλλαγές μιας λύσης τη μία μετά την άλλη, και διαβάζεται ως παραλλαγή της απάντησης του μαύρου εκεί. Τα επόμενα σε αυτή την παρτίδα δεν αναφέρονται.
diag-printed-result = Το { $move } διαβάζεται ως το αποτέλεσμα { $result }, όπως τυπώθηκε.
diag-game-in-text = Μια παρτίδα μέσα στο κείμενο: αρχίζει εδώ και τελειώνει στο { $word }. Το κείμενο γύρω της δεν διαβάζεται.
diag-note-in-text = Το κείμενο ανάμεσα στις κινήσεις αυτής της παρτίδας, που περιέχει δικές του κινήσεις (μια παραλλαγή ή κινήσεις μέσα σε μια πρόταση), διαβάζεται ως σημείωση, όχι ως κινήσεις, και η παρτίδα συνεχίζεται μετά από αυτό. Άλλες σημειώσεις σε αυτή την παρτίδα δεν αναφέρονται.
# $fen: the position printed above the game, as FEN.
diag-set-up-in-text = Η παρτίδα αρχίζει από τη θέση που τυπώνεται πάνω από αυτή, που διαβάστηκε ως { $fen }: οι κινήσεις της παίζονται από εκεί, όπως με ετικέτα [FEN].
# $squares: the squares where they differ; $diagram: the board the diagram shows, as a FEN board; $board: the one the moves reach.
diag-printed-diagram-differs = Το διάγραμμα που τυπώνεται εδώ δεν είναι η θέση στην οποία φτάνουν οι κινήσεις: διαφέρει στα { $squares } (το διάγραμμα: { $diagram }· οι κινήσεις: { $board }). Μια κίνηση πριν από αυτό έχει τυπογραφικό λάθος ή διαβάστηκε λάθος, ή το διάγραμμα ανήκει αλλού. Η παρτίδα συνεχίζει από τις κινήσεις της.
# $written: the count printed, (white+black); $found: the list's.
diag-set-up-count = Η καταμέτρηση που τυπώνεται με τη θέση πάνω από την παρτίδα, { $written }, δεν είναι αυτή του καταλόγου της, { $found } (πρώτα τα λευκά): ο κατάλογος ή η καταμέτρηση έχει τυπογραφικό λάθος. Η παρτίδα αναπαράγεται από τον κατάλογο.
# $move: the game's first move, as printed.
diag-set-up-missing = Η παρτίδα αρχίζει από θέση που δεν τυπώνεται πάνω της σε μορφή που διαβάζεται (FEN ή κατάλογος κομματιών): η πρώτη της κίνηση { $move } δεν μπορεί να παιχτεί από την αρχική θέση. Δώστε τη θέση ως FEN ή ως κατάλογο κομματιών πάνω από τις κινήσεις (ή ετικέτα [FEN]).
# $moves: the two readings, each two moves, set apart by a slash.
diag-printed-ambiguous = Το { $move } διαβάζεται ως δύο διαφορετικά ζεύγη κινήσεων, νόμιμα και τα δύο: { $moves }. Παίζεται το πρώτο· γράψτε τις δύο κινήσεις χωριστά για να φανεί ποιο εννοείται.
diag-two-readings = Οι κινήσεις διαβάζονται με δύο τρόπους, νόμιμοι ως το τέλος: στα { $language } (η ανάγνωση που επιλέχθηκε) και στα { $languages }. Χωρίζουν στο { $move }: { $moves }. Δηλώστε τη γλώσσα της παρτίδας για να επιλέξετε την άλλη.

## The command line (forsyth): help texts

cli-about = Ανάγνωση, έλεγχος, προβολή και μετάφραση σκακιστικής σημειογραφίας σε πολλές γλώσσες (παρτίδες PGN, θέσεις FEN, κινήσεις) και καταμέτρηση κινήσεων (perft)
cli-after-help =
    Κατάσταση εξόδου: 0 επιτυχία, 1 η είσοδος έχει σφάλματα, 2 λάθος χρήση.

    Τα μηνύματα είναι στη γλώσσα που ορίζει το FORSYTH_UI_LANG, αλλιώς σε εκείνη των
    LANGUAGE, LC_ALL, LC_MESSAGES ή LANG (στα αγγλικά αν καμία δεν είναι γνωστή). Τα
    FORSYTH_LOCALES και --locales ορίζουν φακέλους με επιπλέον γλώσσες.

    Παραδείγματα:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth check partides.pgn theseis.fen
      forsyth board --lang el
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth perft 5
cli-perft-about = Καταμέτρηση των φύλλων του δέντρου των νόμιμων κινήσεων (perft), ανά πρώτη κίνηση
cli-perft-after-help =
    Τυπώνει μία γραμμή «<κίνηση>: <πλήθος>» για κάθε νόμιμη κίνηση, ταξινομημένες κατά
    την κίνηση σε συντεταγμένες UCI, έπειτα μια κενή γραμμή και το σύνολο μόνο του στην
    τελευταία γραμμή. Σε θέσεις Chess960 το ροκέ γράφεται σαν ο βασιλιάς να παίρνει
    τον δικό του πύργο (e1h1 αντί για e1g1). Το βάθος 0 μετρά την ίδια τη θέση: 1.

    Από την αρχική θέση τα πλήθη μεγαλώνουν περίπου τριάντα φορές ανά ημικίνηση: το
    βάθος 7 θέλει δευτερόλεπτα, το 9 ώρες, το 10 μέρες. Θέσεις με λίγες κινήσεις
    φτάνουν πολύ βαθύτερα: μια θέση ματ δίνει 0 σε κάθε βάθος. Ένα δέντρο πολύ πλατύ
    για να μετρηθεί απορρίπτεται. Σε τερματικό μια μπάρα δείχνει τις πρώτες κινήσεις
    που μετρήθηκαν· το Ctrl+C σταματά τη μέτρηση, τυπώνει τις πρώτες κινήσεις που
    μετρήθηκαν ως τότε με το σύνολό τους σημειωμένο ως ελλιπές και τερματίζει με
    κατάσταση 130.

    Παραδείγματα:
      forsyth perft 3
      forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
      forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
cli-perft-depth-help = Βάθος αναζήτησης σε ημικινήσεις, 0 έως { $max }
cli-perft-fen-help = Η θέση, σε εισαγωγικά ή τελευταία στη γραμμή [προεπιλογή: η αρχική θέση]
cli-fen-about = Έλεγχος ενός FEN και εκτύπωσή του σε κανονική μορφή
cli-fen-after-help =
    Ένα έγκυρο FEN τυπώνεται σε κανονική μορφή στην τυπική έξοδο. Ένα άκυρο αναφέρεται
    στην τυπική έξοδο σφαλμάτων με τη στήλη (σε χαρακτήρες) όπου αρχίζει το πρόβλημα,
    το FEN και ένα σημάδι ^^^ κάτω από το πρόβλημα· η κατάσταση εξόδου είναι τότε 1.

    Το FEN μπορεί να δοθεί σε εισαγωγικά ή όχι: πολλά ορίσματα ενώνονται με ένα κενό.

    Με το --from ΓΛΩΣΣΑ η θέση διαβάζεται όπως τη γράφουν οι προβληματιστές με τα
    γράμματα αυτής της γλώσσας: η διάταξη των κομματιών μόνη ή με άλλα πεδία, σε
    παρενθέσεις ή όχι, και έπειτα ένας αριθμός κομματιών όπως (5+1), που ελέγχεται· τα
    πεδία που λείπουν θεωρούνται «w - - 0 1». Με το --to ΓΛΩΣΣΑ η διάταξη τυπώνεται με
    τα γράμματα αυτής της γλώσσας μαζί με τον αριθμό κομματιών, ή ως κατάλογος
    κομματιών για γλώσσα χωρίς κεφαλαία και πεζά (τα εβραϊκά).

    Παραδείγματα:
      forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
      forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --to el R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1
cli-fen-arg-help = Το FEN, σε εισαγωγικά ή όχι· το - διαβάζει μία θέση ανά γραμμή από την τυπική είσοδο
cli-lenient-help = Αποδοχή ελλιπούς ή ατημέλητου FEN· σημειώσεις στην τυπική έξοδο σφαλμάτων λένε τι διορθώθηκε
cli-completions-about = Εκτύπωση σεναρίου αυτόματης συμπλήρωσης του κελύφους για το forsyth
cli-completions-after-help =
    Παραδείγματα:
      forsyth completions bash > ~/.local/share/bash-completion/completions/forsyth
      forsyth completions zsh > ~/.zfunc/_forsyth
      forsyth completions fish > ~/.config/fish/completions/forsyth.fish
cli-completions-shell-help = Το κέλυφος: bash, elvish, fish, powershell ή zsh
cli-man-about = Εκτύπωση της σελίδας εγχειριδίου του forsyth (roff), για το man: forsyth man > forsyth.1
cli-hint-lenient = στο FEN λείπουν πεδία: το --lenient το διαβάζει με τις συνήθεις προεπιλογές (w - - 0 1)
# $line: a line number of standard input.
cli-stdin-line = γραμμή { $line } της τυπικής εισόδου:
cli-color-help = Χρώμα: auto, always ή never (auto: σε τερματικό, χωρίς NO_COLOR)
cli-languages-about = Κατάλογος των γλωσσών που διαβάζει και γράφει το forsyth, με τα γράμματά τους
# One line of forsyth languages. $complete: the share of this interface translated, in per cent.
cli-languages-row = { $tag }  { $name }: κομμάτια { $pieces }, στήλες { $files }, ροκέ { $castling }, αιχμαλωσία { $capture }· μηνύματα { $complete } %
cli-quiet-help = Εκτύπωση μόνο των ευρημάτων: χωρίς σύνοψη
cli-summary-help = Τέλος με μια γραμμή σύνοψης στην τυπική έξοδο σφαλμάτων ακόμη κι αν δεν είναι τερματικό
# The line check ends with on a terminal. $seconds: a decimal number.
cli-check-summary = { $files ->
        [one] 1 αρχείο
       *[other] { $files } αρχεία
    }, { $games ->
        [one] 1 παρτίδα
       *[other] { $games } παρτίδες
    }, { $moves ->
        [one] 1 κίνηση
       *[other] { $moves } κινήσεις
    }: { $errors ->
        [one] 1 σφάλμα
       *[other] { $errors } σφάλματα
    }, { $warnings ->
        [one] 1 προειδοποίηση
       *[other] { $warnings } προειδοποιήσεις
    } ({ $seconds } s)
cli-output-help = Εγγραφή της μετάφρασης σε αυτό το αρχείο (γράφεται ολόκληρη και μετά μπαίνει στη θέση του) αντί για την τυπική έξοδο
cli-in-place-help = Αντικατάσταση κάθε αρχείου από τη μετάφρασή του (γράφεται δίπλα του και μετονομάζεται πάνω του· η κωδικοποίησή του διατηρείται)
cli-compressed-in-place = Το { $file } είναι συμπιεσμένο: μεταφράστε το με -o ή στην τυπική έξοδο
cli-no-game = { $file }: δεν βρέθηκε παρτίδα
cli-no-game-copied = { $file }: δεν βρέθηκε παρτίδα· το κείμενο αντιγράφεται αμετάβλητο (με τη γλώσσα του στο --from μεταφράζονται οι κινήσεις που αναφέρει το κείμενό του)
cli-no-game-prose = { $file }: δεν βρέθηκε παρτίδα· μεταφράζονται μόνο οι κινήσεις που αναφέρει το κείμενό του
cli-spoken-in-place = Το --in-place θα αντικαθιστούσε τις παρτίδες με τις κινήσεις τους σε λέξεις: γράψτε τες με -o ή στην τυπική έξοδο
cli-board-about = Προβολή μιας θέσης ως διάγραμμα, με τις νόμιμες κινήσεις της
cli-board-after-help =
    Σχεδιάζει τη σκακιέρα με σύμβολα κομματιών (λευκά ♔♕♖♗♘♙, μαύρα ♚♛♜♝♞♟), τα κενά
    σκούρα τετράγωνα ως «·», έπειτα ποιος παίζει, τα δικαιώματα ροκέ, το τετράγωνο εν
    περασά, σαχ, ματ ή πατ, και τις νόμιμες κινήσεις σε συντεταγμένες UCI.

    Με το --lang ΓΛΩΣΣΑ οι στήλες σημειώνονται σε αυτή τη γλώσσα (ελληνικά α–θ), τα
    κομμάτια απαριθμούνται σε αυτήν κάτω από το διάγραμμα και οι νόμιμες κινήσεις
    γράφονται στην αλγεβρική σημειογραφία της· το --letters σχεδιάζει τα γράμματά της
    αντί για σύμβολα.

    Σε σκούρο φόντο τερματικού τα περιγραμμένα «λευκά» σύμβολα μπορεί να φαίνονται πιο
    σκούρα από τα γεμάτα «μαύρα»· το --ascii δείχνει αντί γι' αυτά γράμματα FEN
    (κεφαλαία τα λευκά, πεζά τα μαύρα), που ταιριάζουν και σε αναγνώστες οθόνης και σε
    γραμματοσειρές χωρίς σύμβολα σκακιού.

    Παραδείγματα:
      forsyth board
      forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
      forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'
      forsyth board --lang el --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)'
cli-board-fen-help = Η θέση, σε εισαγωγικά ή όχι [προεπιλογή: η αρχική θέση]
cli-ascii-help = Μόνο ASCII: γράμματα για τα κομμάτια και πλαίσιο από +-|
cli-flip-help = Τα μαύρα κάτω
cli-spoken-help = Διαβάζει τη θέση κομμάτι προς κομμάτι με λέξεις, στη γλώσσα του --lang ή αλλιώς στη δική σας

## The command line: errors and notes

cli-depth-not-a-number = το «{ $text }» δεν είναι βάθος: δώστε έναν ακέραιο από 0 έως { $max }
cli-depth-too-large = το βάθος { $depth } ξεπερνά το μέγιστο βάθος, { $max }
# A tree too wide to count. $depth: as given; $limit: the most positions of one ply;
# $ply: the ply where there were more; $plies: the most plies counted depth-first.
cli-perft-too-wide = το βάθος { $depth } δεν μπορεί να μετρηθεί από αυτή τη θέση: πάνω από { $limit } διαφορετικές θέσεις στην ημικίνηση { $ply } και ακόμη πάνω από { $plies } ημικινήσεις ως το τέλος· ένα τέτοιο δέντρο έχει περισσότερα φύλλα απ' όσα χωράει ένας αριθμός 128 bit ή θέλει περισσότερο χρόνο απ' όσο αντέχει οποιοσδήποτε υπολογιστής
# The last line after Ctrl-C. $count: the total of the first moves counted (a number
# or cli-perft-at-least); $done: how many first moves were counted; $total: how many there are.
cli-perft-incomplete = { $count } (ελλιπές: μετρήθηκαν { $done } από { $total } πρώτες κινήσεις πριν από το Ctrl+C)
# After the bar of perft's progress: "7/20 first moves".
cli-perft-progress = πρώτες κινήσεις
# A count too large for 128 bits. $count: the largest 128-bit number.
cli-perft-at-least = τουλάχιστον { $count }
cli-note = σημείωση
cli-at-column = στήλη { $column }: { $reason }
cli-write-failed = αδύνατη η εγγραφή της εξόδου: { $error }

## The command line: what `forsyth board` shows below the diagram

cli-fen-line = FEN: { $fen }
cli-side-to-move =
    { $color ->
        [white] Παίζουν τα λευκά
       *[black] Παίζουν τα μαύρα
    }
cli-castling = Δικαιώματα ροκέ: { $rights }
cli-castling-chess960 = Δικαιώματα ροκέ: { $rights } (Chess960)
cli-castling-none = κανένα
cli-en-passant = Εν περασά: { $square }
cli-en-passant-no-capture = Εν περασά: { $square } (καμία νόμιμη αιχμαλωσία)
cli-status = Κατάσταση: { $notes }
cli-status-in-progress = Κατάσταση: η παρτίδα συνεχίζεται
cli-status-separator = { "· " }
cli-status-checkmate =
    ματ, κερδίζουν τα { $color ->
        [white] λευκά
       *[black] μαύρα
    }
cli-status-stalemate = πατ, ισοπαλία
cli-status-check =
    τα { $color ->
        [white] λευκά
       *[black] μαύρα
    } είναι σε σαχ
cli-status-insufficient-material = ισοπαλία: καμία πλευρά δεν έχει αρκετό υλικό για ματ
cli-status-seventy-five-moves = ισοπαλία: 75 κινήσεις χωρίς αιχμαλωσία ή κίνηση πιονιού
cli-status-fifty-moves-claimable = 50 κινήσεις χωρίς αιχμαλωσία ή κίνηση πιονιού: μπορεί να διεκδικηθεί ισοπαλία
cli-legal-moves =
    { $count ->
        [one] Νόμιμη κίνηση (1): { $moves }
       *[other] Νόμιμες κινήσεις ({ $count }): { $moves }
    }
cli-legal-moves-none = Νόμιμες κινήσεις: καμία

## The command line: translate, check, languages

cli-locales-help = Ένας φάκελος με επιπλέον γλώσσες, ένας υποφάκελος ανά κωδικό γλώσσας όπως στο locales/ (προσθέτει γλώσσες ή αντικαθιστά μηνύματα)
cli-translate-about = Μετάφραση των κινήσεων παρτίδων PGN σε άλλη γλώσσα ή σημειογραφία
cli-translate-after-help =
    Διαβάζει PGN, ή σκέτες κινήσεις, από το ΑΡΧΕΙΟ (από την τυπική είσοδο αν το ΑΡΧΕΙΟ
    είναι «-» ή λείπει) και γράφει το ίδιο κείμενο στην τυπική έξοδο, με κάθε κίνηση
    στη γλώσσα που ζητήθηκε. Ετικέτες, σχόλια, αριθμοί κινήσεων, παραλλαγές,
    αποτελέσματα και κενά αντιγράφονται byte προς byte.

    Σε μια κίνηση αλλάζουν μόνο τα γράμματα: το ροκέ με μηδενικά (0-0), το «:» ή η
    απουσία σημείου αιχμαλωσίας, οι προαγωγές γραμμένες ε8Β ή ε8(Β), τα σημάδια του
    σαχ γραμμένα ή παραλειμμένα, οι μηδενικές κινήσεις (--, Z0) και οι κινήσεις σε
    UCI ή σε εκτεταμένη σημειογραφία μένουν όπως τις έγραψε ο συντάκτης. Το --style
    ξαναγράφει αντί γι' αυτό κάθε κίνηση σε μία σημειογραφία (san: σύντομη αλγεβρική
    με τα σημάδια του σαχ, O-O, ε8=Β).

    Η γλώσσα των κινήσεων αναγνωρίζεται σε κάθε παρτίδα (--from auto) ή δίνεται.
    Οι γλώσσες δίνονται με τον κωδικό τους (el), με το όνομά τους στη δική τους γλώσσα
    (Ελληνικά, Deutsch) ή στα αγγλικά (Greek).

    Μια μη νόμιμη, διφορούμενη ή δυσανάγνωστη κίνηση αναφέρεται στην τυπική έξοδο
    σφαλμάτων ως ΑΡΧΕΙΟ:ΓΡΑΜΜΗ:ΣΤΗΛΗ: σφάλμα[κωδικός]: μήνυμα (οι στήλες μετρούν
    χαρακτήρες)· το υπόλοιπο εκείνης της παρτίδας αντιγράφεται όπως είναι, οι επόμενες
    παρτίδες μεταφράζονται, και η κατάσταση εξόδου είναι 1. Οι προειδοποιήσεις (λάθος
    σημάδι σαχ, λάθος αριθμός κίνησης) εμφανίζονται με το --warnings. Για μεγάλα
    αρχεία το τερματικό δείχνει μια γραμμή προόδου.

    Είσοδος που δεν είναι σε UTF-8 διαβάζεται ως Windows-1252 (μια προειδοποίηση
    το λέει), ή στην κωδικοποίηση του --encoding. Η έξοδος γράφεται στην
    κωδικοποίηση της εισόδου, ώστε κάθε byte που δεν είναι κίνηση να μένει ίδιο,
    ή σε εκείνη του --output-encoding.

    Παραδείγματα:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth translate --from el --to it --style fan provlima.pgn
      forsyth translate --style uci < partides.pgn > partides-uci.pgn
cli-translate-file-help = Τα αρχεία PGN και φάκελοι (τα αρχεία .pgn τους, συμπιεσμένα ή όχι)· «-» ή τίποτα διαβάζει την τυπική είσοδο
cli-from-help = Η γλώσσα στην οποία είναι γραμμένες οι κινήσεις, ή «auto» για αναγνώρισή της σε κάθε παρτίδα· descriptive-en ή descriptive-es για την περιγραφική σημειογραφία (P-K4, P4R)
cli-to-help = Η γλώσσα στην οποία γράφονται οι κινήσεις
cli-style-help = Ξαναγράφει κάθε κίνηση σε μία σημειογραφία: san (σύντομη, με τα σημάδια του σαχ), lan (και τα δύο τετράγωνα), fan (σύμβολα κομματιών), uci ή iccf (ψηφία), ή λέει τις κινήσεις με λέξεις, έναν αριθμό κίνησης ανά γραμμή: spoken· χωρίς αυτήν αλλάζουν μόνο τα γράμματα· descriptive γράφει την περιγραφική σημειογραφία (N-KB3) στη γλώσσα του --to, αγγλικά ή ισπανικά
cli-spoken-files-help = Πώς λένε τις στήλες οι κινήσεις και οι θέσεις με λέξεις: literate (τα γράμματα, συλλαβισμένα), nato (alfa … hotel) ή anna (Anna … Hector, όπως στους κανόνες της FIDE για τυφλούς παίκτες)
cli-isolate-help = Περικλείει κάθε κίνηση σε σημάδια απομόνωσης κατεύθυνσης (FSI … PDI), για κινήσεις μέσα σε κείμενο της άλλης φοράς γραφής
cli-comments-help = Τι κάνει μια μετάφραση με τις κινήσεις που αναφέρουν τα σχόλια και το κείμενο γύρω από τις παρτίδες: translate (μεταφράζει τα γράμματα των κομματιών τους, όπως των κινήσεων) ή keep (τις αφήνει όπως είναι, byte προς byte)
cli-warnings-help = Αναφέρει και τις προειδοποιήσεις: λάθος σημάδια σαχ ή αιχμαλωσίας, αριθμούς κινήσεων, αποτελέσματα
cli-check-about = Έλεγχος παρτίδων PGN και θέσεων FEN ή EPD, με αναφορά κάθε προβλήματος εκεί όπου βρίσκεται
cli-check-after-help =
    Τα αρχεία με κατάληξη .fen ή .epd έχουν μία θέση ανά γραμμή (οι λειτουργίες EPD
    γίνονται δεκτές)· κάθε άλλο αρχείο, και το «-» για την τυπική είσοδο, διαβάζεται
    ως PGN, παρτίδα προς παρτίδα. Κάθε πρόβλημα τυπώνεται στην τυπική έξοδο: με το
    --format text όπως από έναν μεταγλωττιστή, με τη γραμμή και το πρόβλημα
    υπογραμμισμένο· με το --format json ως ένα αντικείμενο ανά γραμμή με τα κλειδιά
    file, line, column, end_line, end_column, severity, code και message (γραμμές και
    στήλες από το 1, οι στήλες μετρούν χαρακτήρες).

    Κατάσταση εξόδου: 0 κανένα σφάλμα (οι προειδοποιήσεις επιτρέπονται), 1 βρέθηκαν
    σφάλματα, 2 κάποιο αρχείο δεν διαβάστηκε (τα υπόλοιπα ελέγχονται κανονικά).

    Αρχεία που δεν είναι σε UTF-8 διαβάζονται ως Windows-1252 (μια προειδοποίηση
    το λέει), ή στην κωδικοποίηση του --encoding· οι γραμμές και οι στήλες είναι
    εκείνες του αποκωδικοποιημένου κειμένου.

    Παραδείγματα:
      forsyth check tests/data/pgn/lichess-100.pgn
      forsyth check --lang el --format json provlimata.pgn
      forsyth check theseis.fen suite.epd
cli-check-files-help = Τα αρχεία προς έλεγχο και φάκελοι (τα αρχεία .pgn, .fen και .epd τους, συμπιεσμένα ή όχι): τα .fen και .epd έχουν θέσεις, όλα τα άλλα PGN· το «-» διαβάζει PGN από την τυπική είσοδο
cli-format-help = text: όπως ένας μεταγλωττιστής, με τη γραμμή και το πρόβλημα υπογραμμισμένο· json: ένα αντικείμενο ανά γραμμή
cli-strict-help = Κάθε προειδοποίηση αναφέρεται ως σφάλμα (για εκδότες που θέλουν καθαρά αρχεία): διορθωμένα FEN και ετικέτες, λάθος σημάδια και αριθμοί κινήσεων, παρτίδες με άλλους κανόνες
cli-forsyth-from-help = Ανάγνωση της θέσης όπως τη γράφουν οι προβληματιστές με τα γράμματα αυτής της γλώσσας (ελληνικά (Π7/4ρ3/…) (5+1)): παρενθέσεις, άλλα πεδία και αριθμός κομματιών, που ελέγχεται
cli-forsyth-to-help = Εκτύπωση της διάταξης με τα γράμματα Forsyth αυτής της γλώσσας μαζί με τον αριθμό κομματιών, ή ως καταλόγου κομματιών για γλώσσα χωρίς κεφαλαία και πεζά (τα εβραϊκά)
cli-board-lang-help = Στήλες, κομμάτια και νόμιμες κινήσεις σε αυτή τη γλώσσα
cli-letters-help = Σχεδίαση των κομματιών με τα γράμματα της γλώσσας αντί για σύμβολα
cli-unknown-language = άγνωστη γλώσσα «{ $name }»· γνωστές γλώσσες: { $languages }
# $name: η γλώσσα όπως δόθηκε· $languages: όσες έχουν περιγραφική γραφή.
cli-no-descriptive = η γλώσσα { $name } δεν έχει περιγραφική γραφή· η περιγραφική γραφή διαβάζεται και γράφεται σε: { $languages }
cli-cannot-read = αδύνατη η ανάγνωση του { $name }: { $error }
cli-letters-no-case = η γλώσσα { $language } δεν έχει κεφαλαία και πεζά γράμματα: τα κομμάτια εμφανίζονται ως σύμβολα
cli-letters-multi = η γλώσσα { $language } γράφει ένα κομμάτι με περισσότερα από ένα γράμματα ({ $letter }), οπότε η σκακιέρα δεν μπορεί να δείξει ένα γράμμα ανά κομμάτι: τα κομμάτια εμφανίζονται ως σύμβολα

## Η γραμμή εντολών: κωδικοποιήσεις
## ($encoding: το όνομα μιας κωδικοποίησης, windows-1252· $place: ΑΡΧΕΙΟ:ΓΡΑΜΜΗ:ΣΤΗΛΗ,
## ένα σημείο του αποκωδικοποιημένου κειμένου, η στήλη σε χαρακτήρες)

cli-encoding-help = Η κωδικοποίηση της εισόδου: μια ετικέτα του προτύπου WHATWG Encoding (utf-8, windows-1252 ή latin1, iso-8859-7, windows-1255, koi8-r, cp866, utf-16le…) ή cp437. Χωρίς αυτήν αποφασίζει ένα σημάδι σειράς byte (BOM), αλλιώς τα ίδια τα byte: UTF-8, ή Windows-1252 με μια προειδοποίηση
# Help of --max-game-size (translate and check).
cli-max-game-size-help = Η μεγαλύτερη παρτίδα (ή γραμμή) που διαβάζεται, σε byte ή με μονάδα: 4096, 512KiB, 64MiB (η προεπιλογή), 1G· μια μεγαλύτερη αναφέρεται (game-too-large), δεν διαβάζεται, και η translate την αντιγράφει αμετάβλητη
cli-output-encoding-help = Η κωδικοποίηση της εξόδου (ετικέτα όπως στο --encoding): εξ ορισμού εκείνη της εισόδου, ώστε κάθε byte που δεν είναι κίνηση να μένει ίδιο· το utf-8 γράφει UTF-8
cli-encoding-unknown = άγνωστη κωδικοποίηση «{ $label }»· δώστε μια ετικέτα του προτύπου WHATWG Encoding, όπως utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, koi8-r, cp866, utf-16le, ή cp437
cli-encoding-guessed = { $place }: το αρχείο δεν είναι σε UTF-8· διαβάζεται ως { $encoding } (το --encoding ορίζει άλλη κωδικοποίηση)
cli-encoding-stray = { $place }: byte που δεν είναι UTF-8 σε αρχείο UTF-8· διαβάζονται ως χαρακτήρες { $encoding }, εδώ και παρακάτω (το --encoding ορίζει την κωδικοποίηση όλου του αρχείου)
cli-encoding-malformed = { $place }: byte που δεν υπάρχουν στην { $encoding }· το καθένα διαβάζεται ως U+FFFD (�)
cli-encoding-unwritable-moves = η { $encoding } δεν μπορεί να γράψει τις κινήσεις στη γλώσσα { $language } ({ $chars })· δώστε --output-encoding utf-8
cli-encoding-output-utf8 = η { $encoding } δεν μπορεί να γράψει τις κινήσεις στη γλώσσα { $language } ({ $chars })· η μετάφραση γράφεται σε UTF-8 (το --output-encoding ορίζει άλλη κωδικοποίηση)
cli-encoding-unwritable = γραμμή { $line } της εξόδου: η { $encoding } δεν μπορεί να γράψει το «{ $char }» ({ $codepoint })· η μετάφραση σταματά εκεί· δώστε --output-encoding utf-8

## The command line: positions in a language's Forsyth letters

cli-forsyth-empty = δεν υπάρχει διάταξη κομματιών
cli-forsyth-no-letter-case = η γλώσσα { $language } δεν έχει κεφαλαία και πεζά γράμματα Forsyth: γράψτε κατάλογο κομματιών
cli-forsyth-unclosed-bracket = το «{ $char }» δεν κλείνει πουθενά
cli-forsyth-unknown-letter = το «{ $char }» ({ $codepoint }) δεν είναι γράμμα Forsyth της γλώσσας { $language }, ούτε ψηφίο 1-8 ούτε «/»
cli-forsyth-unknown-letter-looks-like = το «{ $char }» ({ $codepoint }) δεν είναι γράμμα Forsyth της γλώσσας { $language }, ούτε ψηφίο 1-8 ούτε «/»· μήπως εννοείτε το { $meant }, που μοιάζει ίδιο;
cli-forsyth-too-many-fields = ένα FEN έχει το πολύ 6 πεδία, αυτό έχει { $found }· ο αριθμός κομματιών γράφεται σε παρένθεση
cli-forsyth-bad-unit-count = ο αριθμός κομματιών γράφεται (λευκά+μαύρα), π.χ. (5+1)
cli-forsyth-unit-count-mismatch = ο αριθμός κομματιών λέει { $text }, αλλά η σκακιέρα έχει { $expected }

## Η γραμμή εντολών: σφάλματα χρήσης (όσα βρίσκει το clap)

cli-usage-unknown-argument = μη αναμενόμενο όρισμα «{ $arg }»
cli-usage-invalid-value = μη έγκυρη τιμή «{ $value }» για το «{ $arg }»
cli-usage-invalid-value-choices = μη έγκυρη τιμή «{ $value }» για το «{ $arg }»· οι δυνατές τιμές είναι { $values }
cli-usage-invalid-value-reason = μη έγκυρη τιμή «{ $value }» για το «{ $arg }»: { $reason }
cli-usage-value-required = το «{ $arg }» χρειάζεται τιμή, αλλά δεν δόθηκε καμία
cli-usage-missing-arguments = λείπουν υποχρεωτικά ορίσματα: { $args }
cli-usage-unknown-command = άγνωστη εντολή «{ $command }»
cli-usage-missing-command = το «{ $command }» χρειάζεται εντολή: { $commands }
cli-usage-no-equals = στο «{ $arg }» η τιμή γράφεται μετά από σύμβολο ίσον ({ $arg }=…)
cli-usage-too-many-values = μη αναμενόμενη τιμή «{ $value }» για το «{ $arg }»: δεν δέχεται άλλες τιμές
cli-usage-too-few-values = το «{ $arg }» δέχεται τουλάχιστον { $min } τιμές· δόθηκαν: { $actual }
cli-usage-wrong-number-of-values = το «{ $arg }» δέχεται { $expected } τιμές· δόθηκαν: { $actual }
cli-usage-conflict = το «{ $arg }» δεν μπορεί να χρησιμοποιηθεί μαζί με { $other }
cli-usage-conflict-any = το «{ $arg }» δεν μπορεί να χρησιμοποιηθεί μαζί με τα άλλα ορίσματα που δόθηκαν
cli-usage-repeated = το «{ $arg }» δεν μπορεί να δοθεί περισσότερες από μία φορές
cli-usage-tip = συμβουλή
cli-usage-did-you-mean = μήπως εννοείτε { $names };
cli-usage-tip-escape = για να δώσετε το «{ $value }» ως τιμή, γράψτε «{ $example }»
cli-usage-tip-remove-dashes = για να εκτελέσετε την εντολή «{ $command }», αφαιρέστε το «--» πριν από αυτή
cli-usage-more-information = Για περισσότερες πληροφορίες, δοκιμάστε «{ $help }».

## Η γραμμή εντολών: οι λέξεις του --help γύρω από τα κείμενα βοήθειας
## (επικεφαλίδες χωρίς άνω και κάτω τελεία: την προσθέτει το πρόγραμμα)

cli-help-usage = Χρήση
cli-help-commands = Εντολές
cli-help-arguments = Ορίσματα
cli-help-options = Επιλογές
cli-help-help = Εμφάνιση βοήθειας
cli-help-version = Εμφάνιση έκδοσης
cli-help-command-about = Εμφάνιση αυτού του μηνύματος ή της βοήθειας της δοσμένης εντολής
cli-help-command-arg = Η εντολή που θα εξηγηθεί

## The language server: hovers, code actions, errors
## (messages about the text itself are the diag-* messages above)

# $move: the move with its number, in the file's language ("3. Rf7#").
lsp-hover-after-move = Μετά την { $move }
# $color: whose move it is.
lsp-hover-to-move =
    { $color ->
        [white] Παίζουν τα λευκά
       *[black] Παίζουν τα μαύρα
    }
# $fen: the position's FEN, all six fields.
lsp-hover-fen = FEN: { $fen }
# A NAG or glyph: $glyph as written ("$14", "⩲"), $number its NAG number.
lsp-hover-nag = { $glyph } (NAG { $number })
lsp-hover-read-in = Οι κινήσεις διαβάζονται το ίδιο σε αυτές τις γλώσσες: { $languages }
lsp-hover-printed = Το { $word } είναι τυπωμένο όπως τυπώνουν τις κινήσεις βιβλία και εφημερίδες, και διαβάζεται ως { $read }
lsp-hover-printed-nothing = Το { $word } είναι σημάδι εκτύπωσης ανάμεσα σε κινήσεις και δεν αντιστοιχεί σε καμία κίνηση
# The titles of code actions. $language: the language's own name (Deutsch).
lsp-action-translate-game = Μετάφραση της παρτίδας στη γλώσσα { $language }
lsp-action-translate-file = Μετάφραση του αρχείου στη γλώσσα { $language }
lsp-action-figurines = Γραφή με σύμβολα κομματιών
lsp-action-standard-pgn = Επανεγγραφή ως τυπικό PGN
lsp-action-standard-pgn-selection = Επανεγγραφή της επιλογής ως τυπικό PGN
# $move: the legal move to write instead.
lsp-action-fix = Αντικατάσταση με { $move }
# The titles of the fixes of findings (quick fixes in an editor).
fix-fullmoves-one = Ορισμός του αριθμού κίνησης σε 1
fix-halfmoves-zero = Μηδενισμός του μετρητή ημικινήσεων
fix-drop-castling = Αφαίρεση του δικαιώματος ροκέ { $letter }
fix-drop-ep-square = Αφαίρεση του τετραγώνου εν περασά { $square }
fix-add-fields = Προσθήκη των πεδίων που λείπουν: { $values }
fix-dash = Γραφή «-» αντί για «{ $dash }»
fix-strip-brackets = Αφαίρεση των αγκυλών γύρω από το FEN
fix-separators = Χωρισμός των πεδίων με ένα κενό
fix-escape-quotes = Γραφή των εισαγωγικών μέσα στην τιμή ως \"
fix-escape-backslash = Γραφή της ανάστροφης καθέτου ως \\
fix-printed-result = Γραφή του αποτελέσματος ως { $result }
fix-renumber = Επαναρίθμηση των κινήσεων από το { $expected }
# $name: what the user typed as the new name.
lsp-rename-not-a-language = Το «{ $name }» δεν είναι ούτε γλώσσα ούτε αυτή η κίνηση γραμμένη σε άλλη γλώσσα
# $name: as given.
lsp-unknown-language = Το «{ $name }» δεν είναι γλώσσα που γνωρίζω
# $command: the command's name.
lsp-bad-arguments = Τα ορίσματα της εντολής { $command } λείπουν ή είναι λανθασμένα
lsp-unknown-command = Άγνωστη εντολή { $command }

# $name: the compressed file's name (games.pgn.gz), or the address asked for; $reason: why, in English; $number: a size in MiB.
lsp-read-only = Το { $name } είναι συμπιεσμένο αρχείο, εμφανίζεται αποσυμπιεσμένο και μόνο για ανάγνωση: αποσυμπιέστε το για να το αλλάξετε
lsp-decompress-failed = Αδύνατη η ανάγνωση του { $name }: { $reason }
lsp-decompressed-too-large = Το { $name } ξεπερνά τα { $number } MiB όταν αποσυμπιεστεί: πολύ μεγάλο για να εμφανιστεί
lsp-not-a-compressed-file-address = Το { $name } δεν είναι διεύθυνση forsyth-decompressed: αρχείου

# $what: the work that failed ("analysis"); $reason: in English.
lsp-internal-error = forsyth: εσωτερικό σφάλμα κατά την εργασία { $what } (ο διακομιστής συνεχίζει να λειτουργεί): { $reason }
lsp-unknown-settings = forsyth: ρυθμίσεις που δεν έγιναν κατανοητές και έμειναν όπως ήταν: { $settings }
lsp-locale-error = forsyth: μια γλώσσα από τους φακέλους γλωσσών δεν φορτώνεται: { $error }

## The language server's transport: lines logged on standard error and
## with window/logMessage

lsp-framing-broken = pgn-lsp: { $reason }· τερματισμός
lsp-framing-truncated = η είσοδος τελείωσε στη μέση ενός μηνύματος
lsp-framing-header = μια γραμμή κεφαλίδας που δεν είναι «Όνομα: τιμή»: { $text }
lsp-framing-no-length = ένα μήνυμα χωρίς κεφαλίδα Content-Length
lsp-framing-bad-length = ένα μη αναγνώσιμο Content-Length: { $value }
lsp-framing-long-headers = κεφαλίδες μεγαλύτερες από { $limit } byte
lsp-framing-read-failed = η ανάγνωση απέτυχε: { $reason }
lsp-output-closed = pgn-lsp: η έξοδος έκλεισε ({ $reason })· τερματισμός
lsp-input-ended = pgn-lsp: η είσοδος τελείωσε πριν από τα shutdown και exit
lsp-message-too-long = pgn-lsp: σε ένα μήνυμα { $count } byte, μεγαλύτερο από τα { $limit } που διαβάζονται, δόθηκε απάντηση σφάλματος
lsp-message-answered = pgn-lsp: σε ένα κακοσχηματισμένο μήνυμα δόθηκε το σφάλμα { $value }: { $reason }
lsp-response-dropped = pgn-lsp: μια μη αναγνώσιμη απάντηση του πελάτη απορρίφθηκε
lsp-cannot-start = pgn-lsp: αδύνατη η εκκίνηση: { $reason }

## Meanings of annotation glyphs (NAGs), from the PGN standard and common
## extensions

nag-unknown = Σύμβολο σχολιασμού χωρίς καθιερωμένη σημασία
nag-0 = Κενός σχολιασμός
nag-1 = Καλή κίνηση
nag-2 = Κακή κίνηση, λάθος
nag-3 = Πολύ καλή κίνηση, εξαιρετική
nag-4 = Πολύ κακή κίνηση, σοβαρό λάθος
nag-5 = Ριψοκίνδυνη κίνηση, ενδιαφέρουσα
nag-6 = Αμφισβητήσιμη κίνηση, αμφίβολη
nag-7 = Αναγκαστική κίνηση, η μοναδική
nag-8 = Μοναδική κίνηση, χωρίς λογική εναλλακτική
nag-9 = Η χειρότερη κίνηση
nag-10 = Θέση με τάση ισοπαλίας
nag-11 = Ίσες πιθανότητες, ήρεμη θέση
nag-12 = Ίσες πιθανότητες, δυναμική θέση
nag-13 = Ασαφής θέση
nag-14 = Τα λευκά είναι ελαφρώς καλύτερα
nag-15 = Τα μαύρα είναι ελαφρώς καλύτερα
nag-16 = Τα λευκά είναι καλύτερα
nag-17 = Τα μαύρα είναι καλύτερα
nag-18 = Τα λευκά έχουν αποφασιστικό πλεονέκτημα
nag-19 = Τα μαύρα έχουν αποφασιστικό πλεονέκτημα
nag-20 = Τα λευκά έχουν συντριπτικό πλεονέκτημα
nag-21 = Τα μαύρα έχουν συντριπτικό πλεονέκτημα
nag-22 = Τα λευκά βρίσκονται σε τσούγκτσβανγκ
nag-23 = Τα μαύρα βρίσκονται σε τσούγκτσβανγκ
nag-32 = Τα λευκά έχουν προβάδισμα στην ανάπτυξη
nag-33 = Τα μαύρα έχουν προβάδισμα στην ανάπτυξη
nag-36 = Τα λευκά έχουν την πρωτοβουλία
nag-37 = Τα μαύρα έχουν την πρωτοβουλία
nag-40 = Τα λευκά έχουν επίθεση
nag-41 = Τα μαύρα έχουν επίθεση
nag-44 = Τα λευκά έχουν επαρκές αντάλλαγμα για το υλικό
nag-45 = Τα μαύρα έχουν επαρκές αντάλλαγμα για το υλικό
nag-132 = Τα λευκά έχουν αντεπίθεση
nag-133 = Τα μαύρα έχουν αντεπίθεση
nag-138 = Τα λευκά βρίσκονται σε μεγάλη πίεση χρόνου
nag-139 = Τα μαύρα βρίσκονται σε μεγάλη πίεση χρόνου
nag-140 = Με την ιδέα
nag-141 = Στρέφεται κατά
nag-142 = Καλύτερη είναι
nag-143 = Χειρότερη είναι
nag-144 = Ισοδύναμη είναι
nag-145 = Σχόλιο της σύνταξης
nag-146 = Καινοτομία
