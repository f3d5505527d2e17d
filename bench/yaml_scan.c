/* The baseline for `make bench`: pull every libyaml event of a file and do
 * nothing else, so a11ylint's time can be given as a ratio of it. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: yaml-scan FILE\n");
        return 64;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    long events = 0;
    int done = 0;
    while (!done) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", argv[1], parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
            return 2;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    printf("%ld events\n", events);
    return 0;
}
