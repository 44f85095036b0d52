% symtest's driver for the CLP-translated program (symtest clp --prolog): symbolic execution of
% the program by SWI-Prolog's own resolution, with CLP(FD) for integers. A derivation's state
% lives in backtrackable global variables (b_setval/2), undone on backtracking as symtest's
% trail undoes its records: block-k's ancestor counts, the heap of the objects the derivation
% creates, static fields and class initialization states, and the rules it applied.
%
%   main                              every test case of every method, one line each
%   test_case(Method, Inputs, Outcome, Path)
%                                     the derivations on backtracking (Inputs labeled), or
%                                     with Inputs given, the one derivation they take
:- use_module(library(clpfd)).
:- use_module(library(assoc)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- style_check(-singleton).
:- discontiguous bound/2, free_deterministic/1, subtype/2.

main :-
    forall(method(Method, _, _, _), list_method(Method)).

% One line per test case, numbered from 1 in the order of the derivations; a method whose
% derivations reach something the driver does not cover gets one line saying so instead.
list_method(Method) :-
    catch(findall(test(Inputs, Outcome, Path), test_case(Method, Inputs, Outcome, Path), Tests),
          symtest_unsupported(Why),
          Tests = unsupported(Why)),
    (   Tests = unsupported(Why)
    ->  format("~q.~n", [unsupported(Method, Why)])
    ;   forall(nth1(N, Tests, test(Inputs, Outcome, Path)),
               (   Outcome == undecided
               ->  format("~q.~n", [undecided(Method, N, path(Path))])
               ;   format("~q.~n", [test_case(Method, N, Inputs, Outcome, path(Path))])
               ))
    ).

test_case(Method, Inputs, Outcome, Path) :-
    method(Method, Entry, Kinds, ResultKind),
    fresh_state,
    length(Kinds, Arity),
    length(Inputs, Arity),
    maplist(domain, Kinds, Inputs),
    Goal =.. [Entry, Inputs, Outputs, Flag],
    call(Goal),
    label_inputs(Inputs, Labeling),
    (   Labeling == undecided
    ->  Outcome = undecided
    ;   label_result(Flag, Outputs),
        outcome(ResultKind, Outputs, Flag, Outcome)
    ),
    b_getval(symtest_trace, Trace),
    term_hash(Trace, Path).

% Inputs known, the result is known too, but for what propagation leaves open.
label_result(ok, Outputs) :- term_variables(Outputs, Open), once(label(Open)).
label_result(exc(_), _).

fresh_state :-
    empty_assoc(Empty),
    b_setval(symtest_counts, Empty),
    b_setval(symtest_heap, Empty),
    b_setval(symtest_next, 1),
    b_setval(symtest_statics, Empty),
    b_setval(symtest_classes, Empty),
    b_setval(symtest_trace, []).

domain(int, X) :- X in -2147483648..2147483647.
domain(long, X) :- X in -9223372036854775808..9223372036854775807.
domain(short, X) :- X in -32768..32767.
domain(byte, X) :- X in -128..127.
domain(char, X) :- X in 0..65535.
domain(boolean, X) :- X in 0..1.

% The values labeling tries (small_value/1, edge_value/1, probe_value/1) are labeling.pl's, which
% follows this file in the programs written; a value's propagation gets this budget.
budget(value, 1000000).

% Small values first (0, 1, -1, 2, -2, ... up to 16, as a person picks them), then values at
% the edges of the domains (where Java's arithmetic wraps), then any value, halving the domains
% rather than counting up from -2^31 (after 16 values spread over each domain, for conditions
% that many values meet, such as x * x wrapping to a negative number). Bisection gets a budget
% of inferences (the same on every machine): through >> by an unknown distance CLP(FD)
% propagates too little to rule a derivation out, which would take up to 2^64 steps; such a
% derivation is listed as undecided. A derivation whose constraints have no solution is no
% test case: CLP(FD) propagation alone does not decide satisfiability, labeling does, and
% through bitwise operations it propagates little, so the edges come before bisection.
label_inputs(Inputs, Labeling) :-
    (   once(maplist(small_value, Inputs))
    ->  Labeling = labeled
    ;   once(maplist(edge_value, Inputs))
    ->  Labeling = labeled
    ;   once(maplist(probe_value, Inputs))
    ->  Labeling = labeled
    ;   call_with_inference_limit(once(labeling([ff, bisect], Inputs)), 20000000, Result)
    ->  (   Result == inference_limit_exceeded
        ->  Labeling = undecided
        ;   Labeling = labeled
        )
    ).

outcome(void, [], ok, return).
outcome(_, [Value], ok, return(Shown)) :- shown(Value, Shown).
outcome(_, _, exc(Ref), throws(Class)) :- class_of(Ref, Class).

shown(null, null) :- !.
shown(ref(Id), object(Class)) :- !, class_of(ref(Id), Class).
shown(string(Text), string(Text)) :- !.
shown(Value, Value).

unsupported(Why) :- throw(symtest_unsupported(Why)).

% Constraints are posted with a budget of inferences (the same on every machine). CLP(FD)
% narrows bounds one step at a time where constraints chase each other (k =< n and k - 1 > n - 1
% run for 2^32 steps before they fail); such a constraint is checked once its variables are
% known instead, by Fallback (by default the constraint itself).
post(Constraint) :-
    term_variables(Constraint, Vars),
    post(Constraint, when(ground(Vars), Constraint)).

post(Constraint, Fallback) :-
    call_with_inference_limit(Constraint, 1000000, Result),
    (   Result == inference_limit_exceeded
    ->  call(Fallback)
    ;   true
    ).

% Result = Expression, computed once the operands are known when propagation exceeds the
% budget.
post_function(Result, Expression) :-
    term_variables(Expression, Vars),
    post(Result #= Expression, when(ground(Vars), Result is Expression)).

% The rule applied: the derivation's path is the list of them.
step(Predicate, Rule) :-
    b_getval(symtest_trace, Trace),
    b_setval(symtest_trace, [Predicate-Rule|Trace]).

% Block-k (PE paper Sec. 5.3): an atom is unfolded only while its predicate occurs fewer than
% k times among its ancestors. Inside the JDK's models an unfolding that cannot branch (its
% inputs are known) does not count, as in symtest.
unfold(Predicate, Inputs, Goal) :-
    count(Predicate, N),
    k_bound(Predicate, K),
    N < K,
    (   free_deterministic(Predicate), ground(Inputs)
    ->  call(Goal)
    ;   N1 is N + 1,
        set_count(Predicate, N1),
        call(Goal),
        count(Predicate, M),
        M1 is M - 1,
        set_count(Predicate, M1)
    ).

k_bound(Predicate, K) :- ( bound(Predicate, B) -> K = B ; default_k(K) ).

count(Predicate, N) :- table_get(symtest_counts, Predicate, 0, N).

set_count(Predicate, N) :- table_put(symtest_counts, Predicate, N).

% The derivation's tables (counts, heap, statics, class states): an assoc in a backtrackable
% global variable, read with a default for keys not yet set.
table_get(Table, Key, Default, Value) :-
    b_getval(Table, Assoc),
    ( get_assoc(Key, Assoc, V) -> Value = V ; Value = Default ).

table_put(Table, Key, Value) :-
    b_getval(Table, Assoc0),
    put_assoc(Key, Assoc0, Value, Assoc),
    b_setval(Table, Assoc).

% Java's integer arithmetic: the result of +, -, *, /, negation, << and narrowing is the
% mathematical value wrapped into the type's range (two's complement), written as a linear
% constraint with a free multiple of 2^Bits, which CLP(FD) propagates better than mod (for sums,
% where the multiple is -1, 0 or 1).
wrap(Bits, Expression, Value) :-
    in_range(Bits, Value),
    post(Value #= Expression - 2^Bits * _, wrap_known(Bits, Expression, Value)).

% Value is a signed Bits-bit integer.
in_range(Bits, Value) :-
    Max is 2^(Bits - 1) - 1,
    Min is -(2^(Bits - 1)),
    Value in Min..Max.

wrap_known(Bits, Expression, Value) :-
    term_variables(Expression, Vars),
    when(ground(Vars), Value is ((Expression + 2^(Bits - 1)) mod 2^Bits) - 2^(Bits - 1)).

% A product wraps by a multiple of 2^Bits too large for propagation to narrow in reasonable
% time (x * x < 0 would run for hours): it is posted once an operand is known, when it is
% linear.
wrap_product(Bits, A, B, Value) :-
    in_range(Bits, Value),
    when((nonvar(A) ; nonvar(B)), wrap(Bits, A * B, Value)).

% The same for A << B (the distance B masked to Bits - 1), once the distance is known.
wrap_shift(Bits, A, B, Value) :-
    in_range(Bits, Value),
    Mask is Bits - 1,
    bit_and(B, Mask, Distance),
    when(nonvar(Distance), wrap(Bits, A * 2^Distance, Value)).

char_of(Expression, Value) :-
    Value in 0..65535,
    post(Value #= Expression - 65536 * _,
         (term_variables(Expression, Vars), when(ground(Vars), Value is Expression mod 65536))).

% >>> on the unsigned view of the operand.
unsigned_shift(Bits, A, B, Value) :-
    post_function(Unsigned, A mod 2^Bits),
    shift_right(Bits, Unsigned, B, Shifted),
    wrap(Bits, Shifted, Value).

% & with a mask 2^n - 1 is mod 2^n, which CLP(FD) propagates (/\ it hardly does: without this,
% x & 3 could not rule out a fifth value but by trying all 2^32).
bit_and(A, B, Value) :-
    (   mask(B) -> post_function(Value, A mod (B + 1))
    ;   mask(A) -> post_function(Value, B mod (A + 1))
    ;   post_function(Value, A /\ B),
        (   integer(B), B >= 0 -> Value in 0..B
        ;   integer(A), A >= 0 -> Value in 0..A
        ;   true
        )
    ).

mask(M) :- integer(M), M >= 0, (M + 1) /\ M =:= 0.

% >> by a known distance is floored division by a power of 2.
shift_right(Bits, A, B, Value) :-
    Mask is Bits - 1,
    bit_and(B, Mask, Distance),
    (   integer(Distance) -> post_function(Value, A div 2^Distance)
    ;   post_function(Value, A >> Distance)
    ).

% lcmp.
compare_long(A, B, Value) :-
    Value in -1..1,
    post(((A #< B) #<==> (Value #= -1), (A #= B) #<==> (Value #= 0)),
         when(ground(A - B), Value is sign(A - B))).

% The heap: objects and arrays the derivation creates (inputs are numbers only).
new_object(Class, ref(Id)) :-
    empty_assoc(Fields),
    allocate(object(Class, Fields), Id).

new_array(Descriptor, Length, ref(Id)) :-
    (   integer(Length) -> true
    ;   unsupported('an array whose length depends on the inputs')
    ),
    Length >= 0,
    default_value(Descriptor, Default),
    length(Elements, Length),
    maplist(=(Default), Elements),
    allocate(array(Descriptor, Elements), Id).

string_literal(Text, ref(Id)) :-
    empty_assoc(Fields0),
    put_assoc(text, Fields0, Text, Fields),
    allocate(object('java.lang.String', Fields), Id).

allocate(Entry, Id) :-
    b_getval(symtest_next, Id),
    Next is Id + 1,
    b_setval(symtest_next, Next),
    table_put(symtest_heap, Id, Entry).

entry(ref(Id), Entry) :-
    b_getval(symtest_heap, Heap),
    get_assoc(Id, Heap, Entry).

replace(ref(Id), Entry) :- table_put(symtest_heap, Id, Entry).

class_of(Ref, Class) :-
    entry(Ref, Entry),
    (   Entry = object(Class, _) -> true
    ;   Entry = array(Descriptor, _), atom_concat('[', Descriptor, Class)
    ).

get_field(Ref, Field, Default, Value) :-
    entry(Ref, object(_, Fields)),
    ( get_assoc(Field, Fields, V) -> Value = V ; Value = Default ).

set_field(Ref, Field, Value) :-
    entry(Ref, object(Class, Fields0)),
    put_assoc(Field, Fields0, Value, Fields),
    replace(Ref, object(Class, Fields)).

array_length(Ref, Length) :-
    entry(Ref, array(_, Elements)),
    length(Elements, Length).

get_array(Ref, Index, Value) :-
    known_index(Index),
    entry(Ref, array(_, Elements)),
    nth0(Index, Elements, Value).

set_array(Ref, Index, Value) :-
    known_index(Index),
    entry(Ref, array(Descriptor, Elements0)),
    nth0(Index, Elements0, _, Rest),
    nth0(Index, Elements, Value, Rest),
    replace(Ref, array(Descriptor, Elements)).

known_index(Index) :-
    (   integer(Index) -> true
    ;   unsupported('an array index that depends on the inputs')
    ).

default_value(Descriptor, Value) :-
    (   memberchk(Descriptor, ['I', 'J', 'S', 'B', 'C', 'Z']) -> Value = 0
    ;   memberchk(Descriptor, ['F', 'D']) -> unsupported('floating point')
    ;   Value = null
    ).

% Types: the subtype facts cover the classes the program creates and those it tests for.
instance_of(Ref, Class) :-
    Ref \== null,
    class_of(Ref, Own),
    (   Own == Class -> true
    ;   Class == 'java.lang.Object' -> true
    ;   subtype(Own, Class)
    ).

exact_type(Ref, Class) :-
    Ref \== null,
    class_of(Ref, Class).

store_fits(Array, Value) :-
    (   Value == null -> true
    ;   class_of(Array, ArrayClass),
        atom_concat('[L', Rest, ArrayClass),
        atom_concat(Component, ';', Rest),
        atomic_list_concat(Parts, '/', Component),
        atomic_list_concat(Parts, '.', Class),
        instance_of(Value, Class)
    ).

% Static fields and class initialization, from a fresh JVM: default values, no class
% initialized.
get_static(Field, Default, Value) :- table_get(symtest_statics, Field, Default, Value).

set_static(Field, Value) :- table_put(symtest_statics, Field, Value).

class_state(Class, State) :- table_get(symtest_classes, Class, uninitialized, State).

set_class_state(Class, State) :- table_put(symtest_classes, Class, State).
