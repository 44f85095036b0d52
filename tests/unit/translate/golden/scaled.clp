% Golden.scaled(DF)J
scaled([D,F],[R],EF) :-
    S #= double(F),
    scaled_4c([D,F,D,S],[R],EF).
scaled_4c([D,F,S,S1],[R],EF) :-
    \+ S #< S1,
    scaled_14([F],[R],EF).
scaled_4c([D,F,S,S1],[R],EF) :-
    S #< S1,
    scaled_7([D],[R],EF).
scaled_7([D],[R],EF) :-
    S #= D rem 2.5,
    S1 #= long(S),
    R = S1, EF = ok.
scaled_14([F],[R],EF) :-
    S #= -F,
    S1 #= int(S),
    S2 #= long(S1),
    R = S2, EF = ok.
