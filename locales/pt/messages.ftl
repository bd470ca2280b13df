### Mensagens do forsyth em português: diagnósticos, comandos, rótulos.
### (User-facing messages of forsyth in Portuguese.) The notation letters
### and words are in notation.ftl next to this file; English (locales/en) is
### the reference for the ids and the arguments.
###
### Conventions: "as Brancas" / "as Pretas" for the sides, "lance" for a
### move, "meio-lance" for a ply, "roque", "captura en passant"; pieces with
### their article (o peão, o cavalo, o bispo, a torre, a dama, o rei). The
### chess words are those of notation.ftl and its sources; the rest is
### ordinary Portuguese, in the spelling shared by Portugal and Brazil where
### the two differ little.

## FEN fields

fen-field =
    { $field ->
        [board] disposição das peças
        [turn] vez de jogar
        [castling] direitos de roque
        [en-passant] casa de captura en passant
        [halfmoves] contador de meios-lances
       *[fullmoves] número do lance
    }

## FEN errors: what is wrong with a FEN as written

fen-error-empty = a FEN está vazia
fen-error-field-count = uma FEN tem 6 campos separados por espaços, esta tem { $found }
fen-error-separator = os campos são separados por exatamente um espaço
fen-error-rank-count =
    a disposição das peças tem { $found ->
        [one] { $found } fila
       *[other] { $found } filas
    }, não 8
fen-error-rank-length =
    a fila { $rank } descreve { $squares ->
        [one] { $squares } casa
       *[other] { $squares } casas
    }, não 8
fen-error-bad-placement-char = '{ $char }' não é uma letra de peça (PNBRQK, pnbrqk), um algarismo de 1 a 8 nem '/'
fen-error-consecutive-digits = dois algarismos seguidos: as casas vazias contam-se com um só algarismo
fen-error-bad-turn = a vez de jogar deve ser 'w' ou 'b'
fen-error-bad-castling-char = '{ $char }' não é um direito de roque (KQkq, uma letra de coluna A-H/a-h, ou '-')
fen-error-duplicate-castling = o direito de roque '{ $char }' aparece duas vezes
fen-error-castling-order = os direitos de roque escrevem-se na ordem KQkq
fen-error-castling-no-king =
    direito de roque { $char }, mas o rei { $color ->
        [white] branco
       *[black] preto
    } não está em { $square }
fen-error-castling-no-rook =
    direito de roque { $char }, mas não há nenhuma torre { $color ->
        [white] branca
       *[black] preta
    } em { $square }
fen-error-bad-ep-square = o campo de captura en passant deve ser '-' ou uma casa da fila 3 ou 6
fen-error-bad-halfmoves = o contador de meios-lances deve ser um número (0 ou mais)
fen-error-bad-fullmoves = o número do lance deve ser um número (1 ou mais)
fen-error-non-ascii = '{ $char }' ({ $codepoint }) não é permitido numa FEN
fen-error-non-ascii-dash = '{ $char }' ({ $codepoint }) não é permitido numa FEN; escreva '-'

## Position errors: the FEN reads, but the position is not legal

position-error-missing-king =
    não há rei { $color ->
        [white] branco
       *[black] preto
    }
position-error-too-many-kings =
    há um segundo rei { $color ->
        [white] branco
       *[black] preto
    } em { $square }
position-error-pawn-on-back-rank = um peão em { $square }: os peões não podem estar na primeira nem na oitava fila
position-error-too-many-pieces =
    { $color ->
        [white] as Brancas têm
       *[black] as Pretas têm
    } mais de 16 peças
position-error-too-many-pawns =
    { $color ->
        [white] as Brancas têm
       *[black] as Pretas têm
    } mais de 8 peões
position-error-opposite-check =
    { $color ->
        [white] não é a vez das Brancas, mas estão
       *[black] não é a vez das Pretas, mas estão
    } em xeque (de { $checker })
position-error-impossible-check = o lado que joga está num xeque que nenhum lance legal poderia ter dado
position-error-castling-without-king =
    direito de roque { $char }, mas o rei { $color ->
        [white] branco
       *[black] preto
    } não está na sua casa inicial
position-error-castling-without-rook =
    direito de roque, mas nenhuma torre { $color ->
        [white] branca
       *[black] preta
    } está em { $square }
position-error-castling-rook-off-back-rank = direito de roque para { $square }, que não está em nenhuma fila inicial
position-error-castling-duplicate =
    dois direitos de roque para o rei { $color ->
        [white] branco
       *[black] preto
    } no flanco { $side ->
        [king] do rei
       *[queen] da dama
    }
position-error-ep-wrong-rank = a casa de captura en passant { $ep } não está na fila atrás do avanço duplo de um peão
position-error-ep-occupied = a casa de captura en passant { $ep } não está vazia
position-error-ep-no-pawn =
    casa de captura en passant { $ep }, mas nenhum peão { $color ->
        [white] branco
       *[black] preto
    } está em { $pawn }
position-error-ep-origin-occupied = casa de captura en passant { $ep }, mas { $origin }, de onde o peão veio, não está vazia
position-error-ep-with-halfmoves = casa de captura en passant { $ep }, mas o contador de meios-lances é { $halfmoves }, não 0: um avanço duplo põe-no a zero
position-error-zero-fullmoves = o número do lance deve ser pelo menos 1

## Repairs: what lenient FEN reading filled in or changed

repair-defaulted = falta { fen-field }: assume-se '{ $value }'
repair-stripped-brackets = parênteses retos em volta da FEN retirados
repair-dash = travessão tipográfico lido como '-'
repair-separators = campos separados por um espaço
repair-dropped-castling = direito de roque { $letter } retirado: o rei ou a torre não está no seu lugar
repair-dropped-ep-square = casa de captura en passant retirada: nenhum peão acabou de fazer ali um avanço duplo
repair-reset-halfmoves = contador de meios-lances posto a 0: um avanço duplo põe-no a zero
repair-fullmoves-zero = número de lance 0 lido como 1

## Severities, as a report prints them before a message ("error: …")

severity-error = erro
severity-warning = aviso
severity-information = informação
severity-hint = sugestão

## Diagnostics: findings about a game text, one sentence each

diag-syntax = Erro de sintaxe: { $detail }
diag-syntax-unterminated-comment = Este comentário não está fechado: falta uma '{ "}" }'.
diag-syntax-unterminated-string = Esta cadeia não está fechada: falta a aspa de fecho (").
diag-syntax-unmatched-paren = Este ')' não fecha nenhuma variante.
diag-syntax-unclosed-variation = Esta variante não está fechada: falta um ')'.
diag-syntax-malformed-tag = Etiqueta malformada: uma etiqueta escreve-se [Nome "valor"].
diag-syntax-invalid-utf8 = Estes bytes não são UTF-8 válido.
diag-syntax-unexpected-character = Carácter inesperado '{ $text }'.
diag-syntax-variation-too-deep =
    As variantes estão encaixadas em mais de { $limit ->
        [one] um nível
       *[other] { $limit } níveis
    }.
diag-syntax-duplicate-tag = A etiqueta [{ $name }] aparece duas vezes.
diag-syntax-missing-tag-value = A etiqueta [{ $name }] não tem valor.
diag-syntax-unexpected-token = "{ $text }" inesperado fora de um par de etiqueta.
diag-syntax-nag-out-of-range = O glifo de anotação { $text } está fora do intervalo: os NAG vão de $0 a $255.
diag-syntax-unescaped-quote = Aspas dentro do valor de uma etiqueta sem barra invertida antes delas: o valor é lido até à aspa antes do ']'. Dentro de um valor, escreva \" para uma aspa.
diag-syntax-stray-backslash = Esta barra invertida está antes da aspa de fecho: é lida como parte do valor, que a aspa fecha. Dentro de um valor, escreva \\ para uma barra invertida.

diag-malformed-move = Não é possível ler o lance { $move }.
diag-malformed-move-unknown-piece = Não é possível ler o lance { $move }: '{ $letter }' não é uma letra de peça em { $language }.
diag-malformed-move-unexpected = Não é possível ler o lance { $move }: '{ $char }' inesperado.
diag-malformed-move-no-destination = Não é possível ler o lance { $move }: falta a casa de chegada.
diag-malformed-move-capture-no-piece = Não é possível ler o lance { $move }: falta a peça (ou a coluna do peão) antes do sinal de captura '{ $letter }'.
diag-malformed-move-incomplete-origin = Não é possível ler o lance { $move }: um hífen entre casas precisa de uma casa de partida completa.
diag-malformed-move-missing-promotion = Não é possível ler o lance { $move }: falta a peça da promoção.
diag-malformed-move-bad-promotion = Não é possível ler o lance { $move }: um peão não pode ser promovido a '{ $letter }'.
diag-malformed-move-piece-cannot-promote = Não é possível ler o lance { $move }: só um peão pode ser promovido.
diag-malformed-move-bad-castling = Não é possível ler o lance { $move }: o roque não se escreve assim.
diag-malformed-move-bad-numeric = Não é possível ler o lance { $move }: um lance numérico (ICCF) tem quatro algarismos de 1 a 8, e um quinto de 1 a 4 para uma promoção.
diag-malformed-move-empty = Não é possível ler o lance { $move }: só há sinais, nenhum lance.

diag-illegal-move =
    Lance ilegal { $move }: jogam as { $color ->
        [white] Brancas
       *[black] Pretas
    }; { $reason }.
diag-illegal-move-number-ahead = Lance ilegal { $move }: o seu número { $found } indica o lance { $white } das Brancas, mas falta antes dele o lance { $black } das Pretas: jogam as Pretas.
diag-illegal-move-alternatives =
    { $count ->
        [one] O único lance legal desta peça é { $moves }.
       *[other] Lances legais desta peça: { $moves }.
    }
diag-illegal-move-alternatives-kind =
    Lances legais { $piece ->
        [pawn] dos peões
        [knight] dos cavalos
        [bishop] dos bispos
        [rook] das torres
        [queen] das damas
       *[king] do rei
    }: { $moves }.
diag-illegal-move-no-alternatives =
    { $color ->
        [white] As Brancas não têm
       *[black] As Pretas não têm
    } nenhum lance legal com esta peça.
diag-illegal-move-no-alternatives-kind =
    { $color ->
        [white] As Brancas não têm
       *[black] As Pretas não têm
    } nenhum lance legal { $piece ->
        [pawn] de peão
        [knight] de cavalo
        [bishop] de bispo
        [rook] de torre
        [queen] de dama
       *[king] de rei
    }.

## Why a move is illegal: a clause in lower case, shown after
## "Illegal move Nf3: White to move; ".

illegal-no-piece =
    { $color ->
        [white] as Brancas não têm
       *[black] as Pretas não têm
    } { $piece ->
        [pawn] nenhum peão
        [knight] nenhum cavalo
        [bishop] nenhum bispo
        [rook] nenhuma torre
        [queen] nenhuma dama
       *[king] nenhum rei
    } { $where ->
        [file] na coluna { $origin }
        [rank] na fila { $origin }
        [square] em { $origin }
       *[any] restante
    }
illegal-empty-square = não há nenhuma peça em { $from }
illegal-opponents-piece =
    { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at } é das { $color ->
        [white] Pretas
       *[black] Brancas
    }
illegal-own-piece =
    em { $at } já está { $by ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [queen] uma dama
       *[king] o rei
    } das { $color ->
        [white] Brancas
       *[black] Pretas
    }
illegal-unreachable-one =
    { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $from } não pode ir para { $to }
illegal-unreachable =
    { $piece ->
        [pawn] nenhum peão
        [knight] nenhum cavalo
        [bishop] nenhum bispo
        [rook] nenhuma torre
        [queen] nenhuma dama
       *[king] nenhum rei
    } das { $color ->
        [white] Brancas
       *[black] Pretas
    } pode ir para { $to }
illegal-blocked =
    { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $from } está bloqueado por { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at }
illegal-pawn-blocked =
    o peão em { $from } não pode capturar { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at } a direito: os peões capturam na diagonal
illegal-pawn-capture-empty = o peão em { $from } só vai na diagonal para capturar, e { $to } está vazia
illegal-no-en-passant = não há captura en passant: o peão em { $pawn } não acabou de avançar duas casas
illegal-no-promotion =
    { $piece ->
        [pawn] o peão em { $from } não chega à última fila em { $to }: não pode ser promovido
        [knight] o cavalo em { $from } não pode ser promovido: só um peão pode
        [bishop] o bispo em { $from } não pode ser promovido: só um peão pode
        [rook] a torre em { $from } não pode ser promovida: só um peão pode
        [queen] a dama em { $from } não pode ser promovida: só um peão pode
       *[king] o rei em { $from } não pode ser promovido: só um peão pode
    }
illegal-pinned =
    { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $from } está cravado contra o seu rei em { $king } por { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at }
illegal-in-check =
    o rei está em xeque por { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at }, e o lance não o evita
illegal-double-check =
    o rei está em xeque duplo por { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at } e { $by2 ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at2 }: só um lance do rei o evita
illegal-king-attacked =
    o rei ficaria em xeque em { $to } por { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at }
illegal-castling-king-moved = o roque já não é permitido: o rei saiu de { $home }
illegal-castling-rook-moved =
    o roque { $side ->
        [king] pequeno
       *[queen] grande
    } já não é permitido: não há nenhuma torre em { $home }
illegal-castling-right-lost =
    o direito ao roque { $side ->
        [king] pequeno
       *[queen] grande
    } perdeu-se: o rei ou essa torre já se moveram
illegal-castling-blocked =
    { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at } impede o roque { $side ->
        [king] pequeno
       *[queen] grande
    }
illegal-castling-in-check =
    o rei está em xeque por { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at }: não pode rocar para sair do xeque
illegal-castling-through-check =
    o rei passaria por { $square }, atacada por { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at }
illegal-castling-into-check =
    o rei chegaria a { $square } em xeque por { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at }
illegal-pass-in-check =
    o rei está em xeque por { $by ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
       *[king] o rei
    } em { $at }: um lado em xeque não pode passar a vez
illegal-unexplained = nenhum lance legal lhe corresponde

diag-ambiguous-move =
    Lance ambíguo { $move }: { $count ->
        [one] uma peça pode fazê-lo
       *[other] { $count } peças podem fazê-lo
    }.
diag-ambiguous-move-candidates = Lances possíveis: { $moves }.
diag-ambiguous-settled = { $move } corresponde a vários lances legais ({ $moves }), mas só com { $chosen } a partida continua: joga-se { $chosen }.
diag-more-like-this = Não são mostradas mais { $count } constatações como esta nesta partida.
diag-missing-promotion = O peão chega à última fila em { $move }: escreva a peça em que é promovido.
diag-invalid-fen = FEN inválida: { $reason }.
diag-fen-repaired = FEN lida após uma reparação: { $repair }.
diag-unsupported-variant = Esta partida joga-se com outras regras ({ $variant }): os seus lances não são verificados nem traduzidos.
# $limit: the largest game read, a number of $unit: gib, mib, kib or bytes.
diag-game-too-large = Esta partida tem mais de { $unit ->
        [gib] { $limit } GiB
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[bytes] { $limit } bytes
    } (ou uma linha tão longa): não é lida, e uma tradução copia-a sem alterações.
# --max-game-size (or the language server's maxGameSize) given something that is not a size. $value: as given.
game-size-not-a-size = '{ $value }' não é um tamanho: dê um número de bytes, sozinho ou com uma unidade (4096, 512KiB, 64MiB, 1G)
# The size is less than the smallest limit. $value: as given; $min: the smallest limit, in KiB.
game-size-too-small = { $value } é menos de { $min } KiB, o limite mais pequeno para uma partida: com um menor, partidas comuns ficariam por ler
# The size is more than the largest limit. $value: as given; $max: the largest limit, in GiB.
game-size-too-large = { $value } é mais de { $max } GiB, o limite maior para uma partida: ler uma partida exige em memória várias vezes o seu tamanho
diag-wrong-check-mark =
    { $written ->
        [none] O lance { $move } não tem sinal de xeque
        [check] O lance { $move } está marcado como xeque
        [double-check] O lance { $move } está marcado como xeque duplo
       *[mate] O lance { $move } está marcado como mate
    }, mas { $actual ->
        [none] não dá xeque
        [check] dá xeque
        [double-check] dá xeque duplo
       *[mate] dá mate
    }.
diag-wrong-capture-mark = O sinal de captura de { $move } não corresponde ao lance.
diag-move-number = O número de lance "{ $found }" deveria ser "{ $expected }".
diag-result-mismatch = A etiqueta Result diz { $tag }, mas a partida termina com { $movetext }.
diag-missing-result = A partida não tem resultado no fim (1-0, 0-1, 1/2-1/2 ou *).
diag-homoglyph = Em { $move }, { $found } é lido como { $meant }, a letra com que se parece, aqui e no resto desta partida, onde não volta a ser indicado.
diag-mixed-languages = Os lances desta partida estão escritos em mais de uma língua: { $languages }.
diag-unknown-language = Não é possível ler o lance { $move } em nenhuma língua conhecida: '{ $letter }' não é letra de peça em nenhuma de { $languages }.

## Moves as printed in books and newspapers (notes: read, not wrong)

diag-printed-dash = Um traço de impressão lido como hífen em { $move } (travessão, meia-risca ou sinal de menos, ou um traço entre os dois lances de um par). Os seguintes nesta partida não são indicados.
diag-printed-separator = O ";" ou a "," depois de { $move } é lido como separador entre lances, tal como impresso, e não como o início de um comentário. Os seguintes nesta partida não são indicados.
diag-printed-pair = { $move } é lido como dois lances, das Brancas e das Pretas, impressos como um par unido por um traço. Os pares seguintes nesta partida não são indicados.
diag-printed-glued-pair = { $move } é lido como dois lances, das Brancas e das Pretas, impressos sem nada entre eles (um espaço perdido, como numa página copiada de uma tabela). Os seguintes nesta partida não são indicados.
diag-printed-number = { $move } é lido como um número de lance colado ao seu lance. Os seguintes nesta partida não são indicados.
diag-printed-number-period = { $move } é lido como o número de lance das brancas com o ponto depois do espaço, como uma página escrita da direita para a esquerda compõe um número de lance. Os seguintes nesta partida não são indicados.
diag-printed-mate = A palavra para mate em { $move } é lida como o sinal de mate (#). As seguintes nesta partida não são indicadas.
diag-printed-capture = O sinal de captura em { $move } é lido como x. Os seguintes nesta partida não são indicados.
diag-printed-star-capture = O * entre as casas de { $move } é o seu sinal de captura, como o imprimem as bases de problemas, e é lido como x. Os seguintes nesta partida não são indicados.
diag-printed-spaced-move = { $move } está impresso com espaços entre as suas letras e algarismos, como os livros e jornais antigos imprimem os lances, e é lido como um só lance. Os seguintes nesta partida não são indicados.
diag-printed-castling-apart = { $move } é um roque impresso com um espaço no lugar de cada hífen, como o imprime um texto tirado de um PDF, e é lido como roque. Os seguintes nesta partida não são indicados.
diag-printed-capture-after = { $move } está impresso com o sinal de captura depois da casa, como os livros antigos imprimem as capturas, e é lido como a captura, já que o lance toma ali uma peça. Os seguintes nesta partida não são indicados.
diag-printed-spaced = { $move } está impresso com espaços dentro do lance, como os livros antigos imprimem a notação descritiva, e é lido como um só lance. Os seguintes nesta partida não são indicados.
diag-printed-files = { $move } é uma captura de peão impressa pelas suas duas colunas, e é lida como { $played }, a única captura que um peão pode fazer da primeira coluna para a segunda. As seguintes nesta partida não são indicadas.
diag-printed-homoglyph = Em { $move }, { $found } é uma letra de outra escrita que se parece com a coluna { $meant }, e é lida como essa coluna. As seguintes nesta partida não são indicadas.
diag-printed-spaced-capture = O sinal de captura impresso à parte em { $move } é lido como a captura de um só lance. Os seguintes nesta partida não são indicados.
diag-printed-letter = { $move } está impresso com uma letra de coluna como os teclados a escrevem (ç por c), e é lido com a letra da coluna. Os seguintes nesta partida não são indicados.
diag-printed-captured-piece = { $move } nomeia a peça que captura, como os livros o imprimem, e é lido como { $played }, a captura dessa peça. Os seguintes nesta partida não são indicados.
diag-printed-number-slash = { $move } é lido como um número de lance impresso com uma barra depois dele, como algumas páginas o imprimem. Os seguintes nesta partida não são indicados.
diag-printed-left-out = { $move } está onde um lance não é dado, como algumas revistas o imprimem (5. —o— Bg4), e é lido como esse lance omitido. Os seguintes nesta partida não são indicados.
diag-printed-number-paren = { $move } é lido como um número de lance impresso com um parêntese de fecho depois dele, como algumas páginas o imprimem. Os seguintes nesta partida não são indicados.
diag-printed-lower-piece = { $move } está impresso com uma letra de peça minúscula, e é lido como { $played }: como lance de peão não é legal, ou a partida não continua até ao fim. Os seguintes nesta partida não são indicados.
diag-printed-ocr-digit = { $move } está impresso com uma letra pelo algarismo da fila (um l minúsculo por 1, ó ou G por 6), como o escreve o texto lido de uma digitalização, e é lido como { $played }. Os seguintes nesta partida não são indicados.
diag-printed-ocr-check = { $move } está impresso com um f ou um t minúsculo pela cruz † do xeque, como o escreve o texto lido de uma digitalização, e é lido como { $played }. Os seguintes nesta partida não são indicados.
diag-printed-ocr-letter = Em { $move }, { $found } é uma letra cirílica que o texto lido de uma digitalização escreve por { $meant }, com que se parece (o sinal brando Ь por b, З por 3, б por 6), e é lida como { $meant }. As seguintes nesta partida não são indicadas.
diag-printed-unmarked-capture = { $move } é uma captura de peão impressa sem sinal de captura, como a sua coluna e a casa onde captura, e é lida como { $played }. As seguintes nesta partida não são indicadas.
diag-printed-two-readings = { $move } lê-se de duas maneiras, ambas legais até ao fim da partida: { $moves } (tal como impresso, um lance de peão / como a peça impressa em minúscula). Joga-se a primeira; imprima a letra da peça em maiúscula para tomar a outra.
diag-printed-check-apart = Em { $move }, o sinal { $sign } impresso à parte após o lance é lido como o sinal de xeque ou mate do lance. Os seguintes nesta partida não são indicados.
diag-printed-dagger = Em { $move }, { $sign } é lido como { $read }: os livros antigos imprimem a cruz † para o xeque e a cruz dupla ‡ para o mate. Os seguintes nesta partida não são indicados.
diag-printed-move-broken = { $move } é um lance partido no fim da linha no seu hífen ou sinal de captura, como o imprimem as colunas estreitas dos jornais, e é lido como um só lance. Os seguintes nesta partida não são indicados.
diag-printed-dash-apart = { $move } é um lance em notação longa impresso com um espaço junto ao seu hífen, e é lido como um só lance. Os seguintes nesta partida não são indicados.
diag-printed-ocr-space = { $move } está impresso com um espaço entre a coluna e a fila de uma casa, como o escreve o texto lido de uma digitalização, e é lido sem o espaço. Os seguintes nesta partida não são indicados.
diag-printed-idea = Em { $move }, o lance após o sinal de «com a ideia» é a ameaça ou o plano que o autor indica: é lido como comentário e não é jogado. Os seguintes nesta partida não são indicados.
diag-printed-threat = Em { $move }, o lance após a palavra de ameaça (com os lances que se seguem até ao mate ameaçado) é a ameaça que o autor indica: é lido como comentário e não é jogado. Os seguintes nesta partida não são indicados.
diag-printed-any-move = { $move } indica «qualquer lance» de uma peça (`~`): a abreviatura do autor para um conjunto de lances a que se segue a mesma resposta, não um lance. Não é jogado, e o resto da sua linha, que se segue a um lance desconhecido, é lido como comentário. Os seguintes nesta partida não são indicados.
diag-printed-prose = { $move } é texto impresso entre os lances (como «e», «e agora»), não um lance: é lido como comentário. Os seguintes nesta partida não são indicados.
diag-printed-restart = { $move } recomeça num lance anterior das pretas, como as colunas de problemas imprimem as variantes de uma solução uma após a outra, e é lido como variante da resposta das pretas ali. Os seguintes nesta partida não são indicados.
diag-printed-alternative = { $move } recomeça num lance anterior das brancas, como os livros imprimem as alternativas de uma linha uma após a outra, e é lido como variante do lance das brancas ali. Os seguintes nesta partida não são indicados.
diag-printed-result = { $move } é lido como o resultado { $result }, tal como impresso.
diag-printed-quotes = { $count ->
    [one] Um valor de etiqueta está impresso entre aspas tipográficas, não entre as do PGN ("); é lido como o texto entre elas.
   *[other] { $count } valores de etiqueta estão impressos entre aspas tipográficas, não entre as do PGN ("); cada um é lido como o texto entre elas.
}
diag-game-in-text = Uma partida no texto: começa aqui e termina em { $word }. O texto à sua volta não é lido.
diag-note-in-text = O texto impresso entre os lances desta partida, que contém lances próprios (uma variante ou lances nomeados numa frase), é lido como uma nota, não como lances, e a partida continua depois. Outras notas nesta partida não são indicadas.
# $fen: the position printed above the game, as FEN.
diag-set-up-in-text = A partida começa na posição impressa acima dela, lida como { $fen }: os seus lances são reproduzidos a partir daí, como com uma etiqueta [FEN].
diag-set-up-from-game = { $move } não se ajusta à posição inicial: a linha é lida como continuação da partida impressa acima dela, a partir da posição da sua linha principal antes desse lance ({ $fen }), onde os seus lances se reproduzem.
# $squares: the squares where they differ; $diagram: the board the diagram shows, as a FEN board; $board: the one the moves reach.
diag-printed-diagram-differs = O diagrama impresso aqui não é a posição a que os lances chegam: difere em { $squares } (o diagrama: { $diagram }; os lances: { $board }). Um lance antes dele tem uma gralha ou foi mal lido, ou o diagrama pertence a outro lugar. A partida continua com os seus lances.
# $written: the count printed, (white+black); $found: the list's.
diag-set-up-count = A contagem impressa com a posição acima da partida, { $written }, não é a da sua lista, { $found } (as peças brancas primeiro): a lista ou a contagem tem uma gralha. A partida é reproduzida a partir da lista.
# $move: the game's first move, as printed.
diag-set-up-missing = A partida começa numa posição que não está impressa acima dela numa forma legível (um FEN, uma lista de peças ou um diagrama no texto de uma fonte de xadrez): o seu primeiro lance { $move } não pode ser jogado a partir da posição inicial. Indique a posição como FEN ou como lista de peças acima dos lances (ou uma etiqueta [FEN]).
diag-printed-ambiguous = { $move } lê-se como dois pares de lances diferentes, ambos legais: { $moves }. Joga-se o primeiro; imprima os dois lances separados para dizer qual se quer.
diag-two-readings = Os lances leem-se de duas maneiras, legais até ao fim: em { $language } (a leitura tomada) e em { $languages }. Separam-se em { $move }: { $moves }. Indique a língua da partida para tomar a outra.

## The command line (forsyth): help texts

cli-about = Ler, verificar, mostrar e traduzir a notação de xadrez em muitas línguas (partidas PGN, posições FEN, lances) e contar lances (perft)
cli-after-help =
    Estado de saída: 0 sucesso, 1 a entrada tem erros, 2 erro de utilização.

    As mensagens estão na língua que FORSYTH_UI_LANG indica, senão na de LANGUAGE,
    LC_ALL, LC_MESSAGES ou LANG (em inglês quando nenhuma é conhecida).
    FORSYTH_LOCALES e --locales indicam pastas com mais línguas.

    Exemplos:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth check games.pgn positions.fen
      forsyth board --lang el
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth perft 5
cli-perft-about = Contar as folhas da árvore de lances legais (perft), por primeiro lance
cli-perft-after-help =
    Escreve uma linha '<lance>: <contagem>' por lance legal, ordenadas pelo lance
    em coordenadas UCI, depois uma linha vazia e o total sozinho na última linha.
    Nas posições Chess960 o roque escreve-se como o rei a capturar a sua própria
    torre (e1h1 em vez de e1g1). A profundidade 0 conta a própria posição: 1.

    A partir da posição inicial as contagens crescem cerca de trinta vezes por
    meio-lance: a profundidade 7 demora segundos, a 9 horas, a 10 dias. As posições
    com poucos lances vão muito mais fundo: uma posição de mate responde 0 a
    qualquer profundidade. Uma árvore larga demais para ser contada é recusada. Num
    terminal uma barra mostra os primeiros lances já contados; Ctrl-C para a
    contagem, escreve os primeiros lances contados até então com o seu total
    marcado como incompleto, e sai com o estado 130.

    Exemplos:
      forsyth perft 3
      forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
      forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
cli-perft-depth-help = Meios-lances a explorar, de 0 a { $max }
cli-perft-fen-help = A posição, entre aspas ou no fim da linha [por omissão: a posição inicial]
cli-fen-about = Verificar uma FEN e escrevê-la normalizada
cli-fen-after-help =
    Uma FEN válida é escrita normalizada na saída padrão. Uma inválida é indicada
    na saída de erros com a coluna (em caracteres) onde o problema começa, a FEN e
    uma marca ^^^ por baixo do problema; o estado de saída é então 1.

    A FEN pode estar entre aspas ou não: vários argumentos juntam-se com um
    espaço.

    Com --from LÍNGUA a posição é lida como os problemistas a escrevem com as
    letras dessa língua: o tabuleiro sozinho ou com mais campos, entre parênteses
    retos ou não, e depois uma contagem de peças como (5+1), que é verificada; os
    campos em falta valem 'w - - 0 1'. Com --to LÍNGUA o tabuleiro é escrito com as
    letras dessa língua e a contagem de peças, ou como uma lista de peças para uma
    língua sem maiúsculas (o hebraico).

    Exemplos:
      forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
      forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --to de R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1
cli-fen-arg-help = A FEN, entre aspas ou não; - lê uma posição por linha da entrada padrão
cli-lenient-help = Aceitar uma FEN incompleta ou desarrumada; notas na saída de erros dizem o que foi reparado
cli-completions-about = Escrever um script de completamento do forsyth para uma shell
cli-completions-after-help =
    Exemplos:
      forsyth completions bash > ~/.local/share/bash-completion/completions/forsyth
      forsyth completions zsh > ~/.zfunc/_forsyth
      forsyth completions fish > ~/.config/fish/completions/forsyth.fish
cli-completions-shell-help = A shell: bash, elvish, fish, powershell ou zsh
cli-man-about = Escrever a página de manual do forsyth (roff), para o man: forsyth man > forsyth.1
cli-hint-lenient = faltam campos à FEN: --lenient lê-a com os valores habituais (w - - 0 1)
cli-stdin-line = linha { $line } da entrada padrão:
cli-color-help = Cor: auto, always ou never (auto: num terminal, sem NO_COLOR)
cli-languages-about = Listar as línguas que o forsyth lê e escreve, com as suas letras
cli-languages-row = { $tag }  { $name }: peças { $pieces }, colunas { $files }, roque { $castling }, captura { $capture }; mensagens { $complete } %
cli-quiet-help = Escrever só as constatações: sem resumo
cli-summary-help = Terminar com uma linha de resumo na saída de erros mesmo fora de um terminal
cli-check-summary = { $files ->
        [one] { $files } ficheiro
       *[other] { $files } ficheiros
    }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }: { $errors ->
        [one] { $errors } erro
       *[other] { $errors } erros
    }, { $warnings ->
        [one] { $warnings } aviso
       *[other] { $warnings } avisos
    } ({ $seconds } s)
cli-output-help = Escrever a tradução neste ficheiro (escrito inteiro e depois posto no lugar) em vez da saída padrão
cli-in-place-help = Substituir cada ficheiro pela sua tradução (escrita ao lado e depois renomeada por cima; a sua codificação mantém-se)
cli-compressed-in-place = { $file } está comprimido: traduza-o com -o ou para a saída padrão
cli-no-game = { $file }: nenhuma partida encontrada
cli-no-game-copied = { $file }: nenhuma partida encontrada; o texto é copiado sem alterações (com a sua língua em --from, os lances que o texto nomeia são traduzidos)
cli-no-game-prose = { $file }: nenhuma partida encontrada; só os lances que o texto nomeia são traduzidos
cli-spoken-in-place = --in-place substituiria as partidas pelos seus lances por extenso: escreva-os com -o ou para a saída padrão
cli-board-about = Mostrar uma posição em diagrama, com os seus lances legais
cli-board-after-help =
    Desenha o tabuleiro com figuras de xadrez (Brancas ♔♕♖♗♘♙, Pretas ♚♛♜♝♞♟), as
    casas escuras vazias como '·', e depois a vez de jogar, os direitos de roque, a
    casa de captura en passant, o xeque, o mate ou o afogamento, e os lances legais
    em coordenadas UCI.

    Com --lang LÍNGUA as colunas são nomeadas nessa língua (grego α–θ), as peças
    são listadas nela por baixo do diagrama e os lances legais escritos na sua
    notação algébrica; --letters desenha as suas letras em vez das figuras.

    Num fundo de terminal escuro as figuras "brancas" em contorno podem parecer
    mais escuras do que as "pretas" cheias; --ascii mostra em vez disso as letras
    FEN (maiúsculas as Brancas, minúsculas as Pretas), o que também convém aos
    leitores de ecrã e às fontes sem figuras de xadrez.

    Exemplos:
      forsyth board
      forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
      forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'
      forsyth board --lang el --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)'
cli-board-fen-help = A posição, entre aspas ou não [por omissão: a posição inicial]
cli-ascii-help = Só ASCII: letras para as peças e uma moldura +-|
cli-flip-help = As Pretas em baixo
cli-spoken-help = Ler a posição peça a peça por extenso, na língua de --lang ou senão na sua

## The command line: errors and notes

cli-depth-not-a-number = '{ $text }' não é uma profundidade: dê um número inteiro de 0 a { $max }
cli-depth-too-large = a profundidade { $depth } é maior do que a maior profundidade, { $max }
cli-perft-too-wide = a profundidade { $depth } não pode ser contada a partir desta posição: mais de { $limit } posições diferentes no meio-lance { $ply } com mais de { $plies } meios-lances ainda por explorar; uma árvore assim tem mais folhas do que cabem numa contagem de 128 bits, ou demora mais do que dura qualquer computador
cli-perft-incomplete = { $count } (incompleto: { $done } de { $total } primeiros lances contados antes de Ctrl-C)
cli-perft-progress = primeiros lances
cli-perft-at-least = pelo menos { $count }
cli-note = nota
cli-at-column = coluna { $column }: { $reason }
cli-write-failed = não é possível escrever a saída: { $error }

## The command line: what `forsyth board` shows below the diagram

cli-fen-line = FEN: { $fen }
cli-side-to-move =
    Vez de jogar: { $color ->
        [white] Brancas
       *[black] Pretas
    }
cli-castling = Roque: { $rights }
cli-castling-chess960 = Roque: { $rights } (Chess960)
cli-castling-none = nenhum
# l10n: same as English (the French term, used in Portuguese)
cli-en-passant = En passant: { $square }
cli-en-passant-no-capture = En passant: { $square } (nenhuma captura legal)
cli-status = Estado: { $notes }
cli-status-in-progress = Estado: partida em curso
cli-status-separator = { "; " }
cli-status-checkmate =
    xeque-mate, { $color ->
        [white] ganham as Brancas
       *[black] ganham as Pretas
    }
cli-status-stalemate = afogamento, empate
cli-status-check =
    { $color ->
        [white] as Brancas estão
       *[black] as Pretas estão
    } em xeque
cli-status-insufficient-material = empate: nenhum lado tem material para dar mate
cli-status-seventy-five-moves = empate: 75 lances sem captura nem lance de peão
cli-status-fifty-moves-claimable = 50 lances sem captura nem lance de peão: pode reclamar-se o empate
cli-legal-moves =
    { $count ->
        [one] Lance legal ({ $count }): { $moves }
       *[other] Lances legais ({ $count }): { $moves }
    }
cli-legal-moves-none = Lances legais: nenhum

## The command line: translate, check, languages

cli-locales-help = Uma pasta com mais línguas, uma subpasta por etiqueta de língua organizada como locales/ (acrescenta línguas ou substitui mensagens)
cli-translate-about = Traduzir os lances de partidas PGN para outra língua ou notação
cli-translate-after-help =
    Lê PGN, ou só lances, de FICHEIRO (a entrada padrão quando FICHEIRO é '-' ou
    falta) e escreve o mesmo texto na saída padrão com cada lance escrito na língua
    pedida. As etiquetas, comentários, números de lance, variantes, resultados e
    espaços são copiados byte a byte.

    Só mudam as letras de um lance: o roque com zeros (0-0), a captura com ':' ou
    sem sinal, a promoção escrita e8Q ou e8(Q), os sinais de xeque escritos ou
    omitidos, os lances nulos (--, Z0) e os lances em UCI ou em notação algébrica
    longa ficam como o autor os escolheu. --style reescreve em vez disso cada lance
    numa só notação (san: algébrica padrão com sinais de xeque, O-O e e8=Q).

    A língua dos lances é descoberta partida a partida (--from auto) ou dada. As
    línguas nomeiam-se pela etiqueta (de), pelo seu próprio nome (Deutsch,
    Ελληνικά) ou em inglês (German).

    Um lance ilegal, ambíguo ou ilegível é indicado na saída de erros como
    FICHEIRO:LINHA:COLUNA: error[código]: mensagem (as colunas contam caracteres); o
    resto dessa partida é copiado tal como está, as partidas seguintes são
    traduzidas, e o estado de saída é 1. Os avisos (um sinal de xeque ou um número
    de lance errados) mostram-se com --warnings. Os ficheiros grandes mostram uma
    barra de progresso num terminal.

    Uma entrada que não seja UTF-8 é lida na página de código que as suas letras e
    lances indicam (Windows-1252, ou uma grega, hebraica, cirílica ou da Europa
    central; um aviso diz qual), ou na
    codificação indicada por --encoding. A saída fica na codificação da entrada,
    para que cada byte que não é um lance fique igual, ou na que --output-encoding
    indica.

    Exemplos:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth translate --from el --to it --style fan problem.pgn
      forsyth translate --style uci < games.pgn > games-uci.pgn
cli-translate-file-help = Os ficheiros PGN, e pastas (os seus ficheiros .pgn, comprimidos ou não); '-' ou nada lê a entrada padrão
cli-from-help = A língua em que os lances estão escritos, ou 'auto' para a descobrir partida a partida; descriptive-en ou descriptive-es para a notação descritiva (P-K4, P4R)
cli-to-help = A língua em que escrever os lances
cli-style-help = Reescrever cada lance numa só notação: san (padrão, com sinais de xeque), lan (as duas casas), fan (figuras), uci ou iccf (algarismos), ou dizer os lances por extenso, um número de lance por linha: spoken; sem ela só mudam as letras; descriptive escreve a notação descritiva (N-KB3) na língua de --to, inglês ou espanhol
cli-spoken-files-help = Como os lances e posições falados dizem as colunas: literate (as letras, soletradas), nato (alfa … hotel) ou anna (Anna … Hector, como nas regras da FIDE para jogadores cegos)
cli-isolate-help = Envolver cada lance em marcas de isolamento bidirecional (FSI … PDI), para lances dentro de texto do outro sentido de escrita
cli-comments-help = O que uma tradução faz com os lances citados nos comentários e no texto à volta das partidas: translate (traduz as suas letras de peça, como as dos lances) ou keep (mantém-nos byte a byte)
cli-warnings-help = Indicar também os avisos: sinais de xeque ou de captura errados, números de lance, resultados
cli-check-about = Verificar partidas PGN e posições FEN ou EPD, indicando cada problema onde está
cli-check-after-help =
    Os ficheiros terminados em .fen ou .epd têm uma posição por linha (as operações
    EPD são aceites); qualquer outro ficheiro, e '-' para a entrada padrão, é lido
    como PGN, partida a partida. Cada problema é escrito na saída padrão: com
    --format text como um compilador, com a linha e o problema sublinhado; com
    --format json como um objeto por linha com as chaves file, line, column,
    end_line, end_column, severity, code e message (linhas e colunas a partir de 1,
    as colunas contam caracteres).

    Estado de saída: 0 sem erros (os avisos são permitidos), 1 há erros, 2 um
    ficheiro não pôde ser lido (os outros são verificados na mesma).

    Os ficheiros que não são UTF-8 são lidos na página de código que as suas letras
    e lances indicam (Windows-1252, ou uma grega, hebraica, cirílica ou da Europa
    central; um aviso diz qual), ou
    na codificação indicada por --encoding; as linhas e colunas são as do texto
    descodificado.

    Exemplos:
      forsyth check tests/data/pgn/lichess-100.pgn
      forsyth check --lang el --format json problems.pgn
      forsyth check positions.fen suite.epd
cli-check-files-help = Os ficheiros a verificar, e pastas (os seus ficheiros .pgn, .fen e .epd, comprimidos ou não): os ficheiros .fen e .epd têm posições, todos os outros PGN; '-' lê PGN da entrada padrão
cli-format-help = text: como um compilador, com a linha e o problema sublinhado; json: um objeto por linha
cli-strict-help = Indicar cada aviso como um erro (para editores que querem ficheiros limpos): FEN e etiquetas reparadas, sinais e números de lance errados, partidas com outras regras
cli-forsyth-from-help = Ler a posição como os problemistas a escrevem com as letras desta língua (grego (Π7/4ρ3/…) (5+1)): parênteses retos, mais campos e uma contagem de peças, que é verificada
cli-forsyth-to-help = Escrever o tabuleiro com as letras Forsyth desta língua e a contagem de peças, ou como uma lista de peças para uma língua sem maiúsculas (o hebraico)
cli-board-lang-help = Mostrar as colunas, as peças e os lances legais nesta língua
cli-letters-help = Desenhar as peças com as letras da língua em vez das figuras
cli-unknown-language = língua desconhecida '{ $name }'; línguas conhecidas: { $languages }
# $name: a língua como foi dada; $languages: as que têm notação descritiva.
cli-no-descriptive = { $name } não tem notação descritiva; a notação descritiva lê-se e escreve-se em { $languages }
cli-cannot-read = não é possível ler { $name }: { $error }
cli-letters-no-case = { $language } não tem letras maiúsculas e minúsculas: as peças são desenhadas como figuras
cli-letters-multi = { $language } escreve uma peça com mais de uma letra ({ $letter }), por isso um tabuleiro não pode mostrar uma letra por peça: as peças são desenhadas como figuras

## The command line: encodings

cli-encoding-help = A codificação da entrada: uma etiqueta do WHATWG Encoding Standard (utf-8, windows-1252 ou latin1, iso-8859-7, windows-1255, koi8-r, cp866, utf-16le…) ou cp437. Sem ela decide uma marca de ordem de bytes, senão os bytes: UTF-8, ou a página de código que as letras e lances indicam (windows-1252, -1253, -1255, -1251, -1250…), com um aviso
# Help of --max-game-size (translate and check).
cli-max-game-size-help = A partida (ou linha) mais longa que é lida, em bytes ou com uma unidade: 4096, 512KiB, 64MiB (predefinição), 1G; uma mais longa é assinalada (game-too-large), não é lida, e translate copia-a sem alterações
cli-output-encoding-help = A codificação da saída (uma etiqueta como em --encoding): por omissão a da entrada, para que cada byte que não é um lance fique igual; utf-8 escreve UTF-8
cli-encoding-unknown = codificação desconhecida '{ $label }': dê uma etiqueta do WHATWG Encoding Standard, como utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, koi8-r, cp866, utf-16le, ou cp437
cli-encoding-guessed = { $place }: o ficheiro não é UTF-8; é lido como { $encoding } (--encoding indica outra codificação)
cli-encoding-stray = { $place }: bytes que não são UTF-8 num ficheiro UTF-8; são lidos como caracteres { $encoding }, aqui e mais adiante (--encoding indica a codificação de todo o ficheiro)
cli-encoding-malformed = { $place }: bytes que não são { $encoding }; cada um é lido como U+FFFD (�)
cli-encoding-unwritable-moves = { $encoding } não consegue escrever os lances em { $language } ({ $chars }): dê --output-encoding utf-8
cli-encoding-output-utf8 = { $encoding } não consegue escrever os lances em { $language } ({ $chars }): a tradução é escrita em UTF-8 (--output-encoding indica outra codificação)
cli-encoding-unwritable = linha { $line } da saída: { $encoding } não consegue escrever '{ $char }' ({ $codepoint }); a tradução para aí: dê --output-encoding utf-8

## The command line: positions in a language's Forsyth letters

cli-forsyth-empty = não há campo de tabuleiro
cli-forsyth-no-letter-case = { $language } não tem letras Forsyth maiúsculas e minúsculas: escreva uma lista de peças
cli-forsyth-unclosed-bracket = '{ $char }' nunca é fechado
cli-forsyth-unknown-letter = '{ $char }' ({ $codepoint }) não é uma letra Forsyth em { $language }, um algarismo de 1 a 8 nem '/'
cli-forsyth-unknown-letter-looks-like = '{ $char }' ({ $codepoint }) não é uma letra Forsyth em { $language }, um algarismo de 1 a 8 nem '/'; queria dizer { $meant }, que se parece com ela?
cli-forsyth-too-many-fields = uma FEN tem no máximo 6 campos, esta tem { $found }; uma contagem de peças escreve-se entre parênteses
cli-forsyth-bad-unit-count = uma contagem de peças escreve-se (brancas+pretas), como (5+1)
cli-forsyth-unit-count-mismatch = a contagem de peças diz { $text }, mas o tabuleiro tem { $expected }

## The command line: usage errors (the parts clap finds)

cli-usage-unknown-argument = argumento inesperado '{ $arg }'
cli-usage-invalid-value = valor '{ $value }' inválido para '{ $arg }'
cli-usage-invalid-value-choices = valor '{ $value }' inválido para '{ $arg }'; os valores possíveis são { $values }
cli-usage-invalid-value-reason = valor '{ $value }' inválido para '{ $arg }': { $reason }
cli-usage-value-required = '{ $arg }' precisa de um valor, mas nenhum foi dado
cli-usage-missing-arguments = faltam argumentos obrigatórios: { $args }
cli-usage-unknown-command = comando desconhecido '{ $command }'
cli-usage-missing-command = '{ $command }' precisa de um comando: { $commands }
cli-usage-no-equals = '{ $arg }' precisa do seu valor depois de um sinal de igual ({ $arg }=…)
cli-usage-too-many-values = valor inesperado '{ $value }' para '{ $arg }': não aceita mais valores
cli-usage-too-few-values = '{ $arg }' aceita pelo menos { $min } valores; dados: { $actual }
cli-usage-wrong-number-of-values = '{ $arg }' aceita { $expected } valores; dados: { $actual }
cli-usage-conflict = '{ $arg }' não pode ser usado com { $other }
cli-usage-conflict-any = '{ $arg }' não pode ser usado com os outros argumentos dados
cli-usage-repeated = '{ $arg }' não pode ser dado mais de uma vez
cli-usage-tip = dica
cli-usage-did-you-mean = queria dizer { $names }?
cli-usage-tip-escape = para passar '{ $value }' como valor, escreva '{ $example }'
cli-usage-tip-remove-dashes = para executar o comando '{ $command }', retire o '--' antes dele
cli-usage-more-information = Para mais informação, experimente '{ $help }'.

## The command line: the words of --help around our help texts

cli-help-usage = Utilização
cli-help-commands = Comandos
cli-help-arguments = Argumentos
cli-help-options = Opções
cli-help-help = Mostrar a ajuda
cli-help-version = Mostrar a versão
cli-help-command-about = Mostrar esta mensagem ou a ajuda do comando dado
cli-help-command-arg = O comando a explicar

## The language server: hovers, code actions, errors

lsp-hover-after-move = Depois de { $move }
lsp-hover-to-move =
    { $color ->
        [white] Jogam as Brancas
       *[black] Jogam as Pretas
    }
lsp-hover-fen = FEN: { $fen }
lsp-hover-nag = { $glyph } (NAG { $number })
lsp-hover-read-in = Os lances leem-se da mesma forma em: { $languages }
lsp-hover-printed = { $word } está impresso como os livros e os jornais imprimem os lances, e lê-se { $read }
lsp-hover-printed-nothing = { $word } é um sinal de impressão entre lances e não representa nenhum lance
lsp-action-translate-game = Traduzir a partida para { $language }
lsp-action-translate-file = Traduzir o ficheiro para { $language }
lsp-action-figurines = Escrever com figuras
lsp-action-standard-pgn = Reescrever como PGN padrão
lsp-action-standard-pgn-selection = Reescrever a seleção como PGN padrão
lsp-action-fix = Mudar para { $move }
fix-fullmoves-one = Pôr o número do lance a 1
fix-halfmoves-zero = Pôr o contador de meios-lances a 0
fix-drop-castling = Retirar o direito de roque { $letter }
fix-drop-ep-square = Retirar a casa de captura en passant { $square }
fix-add-fields = Acrescentar os campos em falta: { $values }
fix-dash = Escrever '-' em vez de '{ $dash }'
fix-strip-brackets = Retirar os parênteses retos em volta da FEN
fix-separators = Separar os campos por um espaço
fix-escape-quotes = Escrever as aspas do valor como \"
fix-escape-backslash = Escrever a barra invertida como \\
fix-printed-result = Escrever o resultado como { $result }
fix-printed-quotes = Escrever os valores das etiquetas entre as aspas do PGN
fix-renumber = Renumerar os lances a partir de { $expected }
lsp-rename-not-a-language = "{ $name }" não é uma língua nem este lance escrito noutra língua
lsp-unknown-language = "{ $name }" não é uma língua que eu conheça
lsp-bad-arguments = Os argumentos de { $command } faltam ou estão malformados
lsp-unknown-command = Comando desconhecido { $command }
lsp-read-only = { $name } é um ficheiro comprimido, mostrado descomprimido e só de leitura: descomprima-o para o alterar
lsp-decompress-failed = Não é possível ler { $name }: { $reason }
lsp-decompressed-too-large = { $name } tem mais de { $number } MiB descomprimido: demasiado grande para mostrar
lsp-not-a-compressed-file-address = { $name } não é um endereço forsyth-decompressed: de um ficheiro
lsp-internal-error = forsyth: erro interno durante { $what } (o servidor continua): { $reason }
lsp-unknown-settings = forsyth: definições não compreendidas, deixadas como estavam: { $settings }
lsp-locale-error = forsyth: uma língua das pastas de línguas fica de fora: { $error }

## The language server's transport: lines logged on standard error and
## with window/logMessage

lsp-framing-broken = pgn-lsp: { $reason }; a terminar
lsp-framing-truncated = a entrada terminou a meio de uma mensagem
lsp-framing-header = uma linha de cabeçalho que não é «Nome: valor»: { $text }
lsp-framing-no-length = uma mensagem sem cabeçalho Content-Length
lsp-framing-bad-length = um Content-Length ilegível: { $value }
lsp-framing-long-headers = cabeçalhos com mais de { $limit } bytes
lsp-framing-read-failed = a leitura falhou: { $reason }
lsp-output-closed = pgn-lsp: a saída foi fechada ({ $reason }); a terminar
lsp-input-ended = pgn-lsp: a entrada terminou antes de shutdown e exit
lsp-message-too-long = pgn-lsp: uma mensagem de { $count } bytes, mais longa do que os { $limit } lidos, recebeu um erro como resposta
lsp-message-answered = pgn-lsp: uma mensagem malformada recebeu o erro { $value }: { $reason }
lsp-response-dropped = pgn-lsp: uma resposta ilegível do cliente foi descartada
lsp-cannot-start = pgn-lsp: não consegue arrancar: { $reason }

## Meanings of annotation glyphs (NAGs)

nag-unknown = Um glifo de anotação sem significado padrão
nag-0 = Anotação nula
nag-1 = Bom lance
nag-2 = Mau lance, um erro
nag-3 = Muito bom lance, brilhante
nag-4 = Muito mau lance, um erro grave
nag-5 = Lance especulativo, interessante
nag-6 = Lance questionável, duvidoso
nag-7 = Lance forçado, o único
nag-8 = Lance singular, sem alternativa razoável
nag-9 = O pior lance
nag-10 = Posição de empate
nag-11 = Igualdade, posição calma
nag-12 = Igualdade, posição ativa
nag-13 = Posição pouco clara
nag-14 = As Brancas estão ligeiramente melhor
nag-15 = As Pretas estão ligeiramente melhor
nag-16 = As Brancas estão melhor
nag-17 = As Pretas estão melhor
nag-18 = As Brancas têm uma vantagem decisiva
nag-19 = As Pretas têm uma vantagem decisiva
nag-20 = As Brancas têm uma vantagem esmagadora
nag-21 = As Pretas têm uma vantagem esmagadora
nag-22 = As Brancas estão em zugzwang
nag-23 = As Pretas estão em zugzwang
nag-32 = As Brancas têm vantagem de desenvolvimento
nag-33 = As Pretas têm vantagem de desenvolvimento
nag-36 = As Brancas têm a iniciativa
nag-37 = As Pretas têm a iniciativa
nag-40 = As Brancas têm o ataque
nag-41 = As Pretas têm o ataque
nag-44 = As Brancas têm compensação suficiente pelo material
nag-45 = As Pretas têm compensação suficiente pelo material
nag-132 = As Brancas têm contrajogo
nag-133 = As Pretas têm contrajogo
nag-138 = As Brancas estão em grave apuro de tempo
nag-139 = As Pretas estão em grave apuro de tempo
nag-140 = Com a ideia
nag-141 = Dirigido contra
nag-142 = Melhor é
nag-143 = Pior é
nag-144 = Equivalente é
nag-145 = Comentário da redação
nag-146 = Novidade
