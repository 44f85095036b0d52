% Golden.classify(I)I
classify([X],[R],EF) :-
    classify_1c([X],[R],EF).
classify_1c([S],[R],EF) :-
    S in [1],
    classify_28([],[R],EF).
classify_1c([S],[R],EF) :-
    S in [2,3],
    classify_31([],[R],EF).
classify_1c([S],[R],EF) :-
    S notin [1,2,3],
    classify_34([],[R],EF).
classify_28([],[R],EF) :-
    R = 10, EF = ok.
classify_31([],[R],EF) :-
    R = 20, EF = ok.
classify_34([],[R],EF) :-
    R = -1, EF = ok.
