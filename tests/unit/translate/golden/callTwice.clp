% Golden.callTwice(I)I
callTwice([X],[R],EF) :-
    twice([X],[Twice],EF1),
    callTwice_1c([Twice,EF1],[R],EF).
callTwice_1c([S,S1],[R],EF) :-
    S1 = ok,
    S2 #= S + 1,
    R = S2, EF = ok.
callTwice_1c([S,S1],[R],EF) :-
    S1 = exc(E),
    EF = exc(E).

% Golden.twice(I)I
twice([X],[R],EF) :-
    S #= X * 2,
    R = S, EF = ok.
