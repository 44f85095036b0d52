% Golden.compareLongs(JJ)I
compareLongs([A,B],[R],EF) :-
    compareLongs_3c([A,B,A,B],[R],EF).
compareLongs_3c([A,B,S,S1],[R],EF) :-
    S #>= S1,
    compareLongs_8([A,B],[R],EF).
compareLongs_3c([A,B,S,S1],[R],EF) :-
    S #< S1,
    compareLongs_6([],[R],EF).
compareLongs_6([],[R],EF) :-
    R = -1, EF = ok.
compareLongs_8([A,B],[R],EF) :-
    compareLongs_11c([A,B],[R],EF).
compareLongs_11c([S,S1],[R],EF) :-
    S #\= S1,
    compareLongs_18([],[R],EF).
compareLongs_11c([S,S1],[R],EF) :-
    S #= S1,
    compareLongs_14([],[R],EF).
compareLongs_14([],[R],EF) :-
    compareLongs_19([0],[R],EF).
compareLongs_18([],[R],EF) :-
    compareLongs_19([1],[R],EF).
compareLongs_19([S],[R],EF) :-
    R = S, EF = ok.
