% Golden.safeDiv(II)I
safeDiv([A,B],[R],EF) :-
    safeDiv_2d([A,B],[R],EF).
safeDiv_2d([S,S1],[R],EF) :-
    S1 #\= 0,
    S2 #= S / S1,
    safeDiv_3([S2],[R],EF).
safeDiv_2d([S,S1],[R],EF) :-
    S1 #= 0,
    new_object('java/lang/ArithmeticException',E),
    safeDiv_4([E],[R],EF).
safeDiv_3([S],[R],EF) :-
    R = S, EF = ok.
safeDiv_4([S],[R],EF) :-
    E = S,
    R = 0, EF = ok.
