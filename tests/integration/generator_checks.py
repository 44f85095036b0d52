"""Prolog checks of a test-case generator against symtest's JSON report (generator_test.sh).

    generator_checks.py GEN_JSON > checks.pl

For every test case with integer inputs: check(Method, N, Inputs, Expected), and run_checks/0,
which calls the clause of that method and number with those inputs and compares its outcome;
check_labels/0, which checks the inputs main/0's labeling finds against the clause.
"""
import json
import sys


def atom(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def main(path):
    doc = json.load(open(path))
    checks = []
    for m in doc["methods"]:
        method = f"{m['class']}.{m['method']}{m['descriptor']}"
        for t in m.get("testCases", []):
            values = [i.get("value") for i in t.get("inputs", [])]
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
                continue
            result = t.get("result", {})
            if result.get("kind") == "return":
                value = result.get("value")
                if result.get("type") == "void":
                    expected = "return"
                elif isinstance(value, bool):
                    expected = f"return({int(value)})"
                elif isinstance(value, int):
                    expected = f"return({value})"
                else:
                    continue
            elif result.get("kind") == "exception":
                expected = f"throws({atom(result['class'])})"
            else:
                continue
            checks.append(f"check({atom(method)}, {t['number']}, [{', '.join(map(str, values))}], {expected}).")
    print(":- discontiguous check/4.")
    print("\n".join(checks) if checks else "check(none, 0, [], none).")
    print("""
run_checks :-
    findall(M-N, (check(M, N, Inputs, Expected), M \\== none,
                  \\+ (test_case(M, N, Inputs, Outcome), Outcome == Expected)), Bad),
    aggregate_all(count, (check(M, _, _, _), M \\== none), Count),
    (   Bad == []
    ->  format("~w checks passed~n", [Count])
    ;   format("failed: ~w~n", [Bad]), fail
    ).

% The inputs main's labeling finds take the clause's path: its outcome, computed again from
% those inputs alone, is the one labeling printed.
check_labels :-
    findall(M-N, (clause(test_case(M, N, Inputs, Outcome), Body),
                  generate(Body, Inputs, Outcome, labeled),
                  \+ (test_case(M, N, Inputs, Again), Again == Outcome)), Bad),
    (   Bad == []
    ->  format("labels agree~n")
    ;   format("labels disagree: ~w~n", [Bad]), fail
    ).""")


if __name__ == "__main__":
    main(sys.argv[1])
