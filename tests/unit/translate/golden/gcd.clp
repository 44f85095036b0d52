% Golden.gcd(II)I
gcd([A,B],[R],EF) :-
    gcd_0([A,B],[R],EF).
gcd_0([A,B],[R],EF) :-
    gcd_1c([A,B,B,0],[R],EF).
gcd_1c([A,B,S,S1],[R],EF) :-
    S #= S1,
    gcd_15([A],[R],EF).
gcd_1c([A,B,S,S1],[R],EF) :-
    S #\= S1,
    gcd_4([A,B],[R],EF).
gcd_4([A,B],[R],EF) :-
    gcd_6d([B,A,B],[R],EF).
gcd_6d([B,S,S1],[R],EF) :-
    S1 #\= 0,
    T #= S rem S1,
    A = B,
    B1 = T,
    gcd_0([A,B1],[R],EF).
gcd_6d([B,S,S1],[R],EF) :-
    S1 #= 0,
    new_object('java/lang/ArithmeticException',E),
    EF = exc(E).
gcd_15([A],[R],EF) :-
    R = A, EF = ok.
