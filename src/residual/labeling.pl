% The values symtest's Prolog programs try when labeling (clp --prolog's driver and the
% test-case generators of gen --generator): small values first (0, 1, -1, ... up to 16, as a
% person picks them), the edges of a domain (where Java's arithmetic wraps), values spread
% over it. Each tried value's propagation runs within budget(value, Inferences), which the
% program defines: counted in inferences, the same on every machine.

small_value(X) :-
    between(0, 16, A),
    (   try_value(X, A)
    ;   A > 0, B is -A, try_value(X, B)
    ).

edge_value(X) :-
    (   integer(X)
    ->  true
    ;   fd_inf(X, Min),
        fd_sup(X, Max),
        Min1 is Min + 1,
        Max1 is Max - 1,
        member(V, [0, 1, -1, 2, Min, Max, Min1, Max1, 65536, -65536, 4294967296]),
        try_value(X, V)
    ).

% Values spread over the domain, with varied low bits (a multiplicative hash of 1..16).
probe_value(X) :-
    (   integer(X)
    ->  true
    ;   fd_inf(X, Min),
        fd_sup(X, Max),
        between(1, 16, I),
        V is Min + (I * 11400714819323198485) mod (Max - Min + 1),
        try_value(X, V)
    ).

% A value tried in labeling: skipped when propagating it exceeds the budget.
try_value(X, V) :-
    budget(value, Budget),
    call_with_inference_limit(X #= V, Budget, Result),
    Result \== inference_limit_exceeded.
