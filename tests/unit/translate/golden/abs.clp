% Golden.abs(I)I
abs([X],[R],EF) :-
    abs_1c([X,X,0],[R],EF).
abs_1c([X,S,S1],[R],EF) :-
    S #< S1,
    abs_6([X],[R],EF).
abs_1c([X,S,S1],[R],EF) :-
    S #>= S1,
    abs_4([X],[R],EF).
abs_4([X],[R],EF) :-
    R = X, EF = ok.
abs_6([X],[R],EF) :-
    S #= -X,
    R = S, EF = ok.
