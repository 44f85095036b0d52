% Checks of a program written by symtest clp --prolog against symtest's own test cases
% (clp_prolog_test.sh). Loaded with:
%   clp:    the exported program            clp:test_case(Method, Inputs, Outcome, Path)
%   gen:    symtest's generator (gen --generator) of the same run: its path conditions
%   lines:  what the program's main printed  lines:test_case(Method, N, Inputs, Outcome, path(P))
%   facts of symtest's JSON report: sym_count(Method, Count), sym(Method, N, Inputs, Outcome)
% For every method main lists: (1) as many test cases as symtest's; (2) symtest's inputs of each
% test case take exactly one derivation of the program, with symtest's outcome, and different
% test cases take different derivations, together all the derivations main listed; (3) the
% inputs main found by labeling satisfy the path condition of a test case of symtest's with the
% same outcome. A derivation labeling did not decide (main prints it as undecided) must be none
% of symtest's: (1) and (2) then say that symtest found it infeasible. check_all prints each
% failure and fails if there is one.
:- dynamic failure/1, gen:test_case/4, lines:unsupported/2, lines:test_case/5, lines:undecided/3.

fail_with(Format, Args) :-
    format(atom(Message), Format, Args),
    assertz(failure(Message)),
    format("FAIL: ~w~n", [Message]).

check_all :-
    forall(lines:unsupported(M, Why), fail_with("~w: the program says unsupported: ~w", [M, Why])),
    forall(clp:method(M, _, _, _), check_method(M)),
    aggregate_all(count, clp:method(_, _, _, _), Methods),
    aggregate_all(count, lines:test_case(_, _, _, _, _), Tests),
    aggregate_all(count, lines:undecided(_, _, _), Undecided),
    (   failure(_)
    ->  fail
    ;   format("~w methods, ~w test cases: the same as symtest's (~w derivations undecided, none of them symtest's)~n",
               [Methods, Tests, Undecided])
    ).

check_method(M) :-
    aggregate_all(count, lines:test_case(M, _, _, _, _), Listed),
    ( sym_count(M, Count) -> true ; Count = 0 ),
    (   Listed =:= Count -> true
    ;   fail_with("~w: the program lists ~w test cases, symtest ~w", [M, Listed, Count])
    ),
    findall(P, lines:test_case(M, _, _, _, path(P)), ListedPaths),
    findall(P, (sym(M, N, Inputs, Expected), symtest_case_path(M, N, Inputs, Expected, P)), Paths),
    msort(Paths, Sorted),
    sort(Paths, Distinct),
    (   Sorted == Distinct -> true
    ;   fail_with("~w: two of symtest's test cases take the same derivation", [M])
    ),
    sort(ListedPaths, ListedSet),
    (   Distinct == ListedSet -> true
    ;   fail_with("~w: symtest's test cases take derivations ~w, main listed ~w", [M, Distinct, ListedSet])
    ),
    forall(lines:test_case(M, N, Inputs, Outcome, _), labeled_case_agrees(M, N, Inputs, Outcome)).

symtest_case_path(M, N, Inputs, Expected, P) :-
    findall(Outcome-Path, clp:test_case(M, Inputs, Outcome, Path), Runs),
    (   Runs = [Outcome-P]
    ->  (   ( Outcome == Expected ; Expected == unknown ) -> true
        ;   fail_with("~w test case ~w ~w: the program gives ~w, symtest ~w", [M, N, Inputs, Outcome, Expected])
        )
    ;   length(Runs, Count),
        fail_with("~w test case ~w ~w: ~w derivations in the program", [M, N, Inputs, Count]),
        P = none(N)
    ).

labeled_case_agrees(M, N, Inputs, Outcome) :-
    (   ( \+ gen:test_case(M, _, _, _) ; Outcome = return(object(_)) )
    ->  true    % no generator clause: an object result (gen --generator says why)
    ;   gen:test_case(M, _, Inputs, GenOutcome), GenOutcome == Outcome
    ->  true
    ;   fail_with("~w: the program's test case ~w ~w -> ~w satisfies no path condition of symtest's with that outcome",
                  [M, N, Inputs, Outcome])
    ).
