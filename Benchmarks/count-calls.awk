# Prints how many times the function NAME (default: swift_beginAccess, the
# runtime's registration of a dynamically checked access) was called, from a
# callgrind output file (`awk -f count-calls.awk callgrind.out`). Callgrind
# names each function once, as "fn=(id) name" or "cfn=(id) name", and by its
# id alone after that; each "calls=N ..." line follows the "cfn=" line of the
# function it calls.
BEGIN { if (NAME == "") NAME = "swift_beginAccess" }
/^c?fn=\(/ {
    match($0, /\([0-9]+\)/)
    id = substr($0, RSTART, RLENGTH)
    rest = substr($0, RSTART + RLENGTH + 1)
    if (rest != "") names[id] = rest
    if ($0 ~ /^cfn=/) callee = names[id]
    next
}
/^calls=/ { if (callee == NAME) { split($1, parts, "="); total += parts[2] } }
END { print total + 0 }
