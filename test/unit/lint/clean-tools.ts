// One tool per dialect that every lint rule passes: the tests change one thing
// in them and check that exactly the rule about that thing fires.
export const CLEAN_V2 = `schema_version: "2.0.0"
tool_id: send_email
description: Sends an email message to one recipient and returns the message id.
when_to_use: Use when the user asks to send an email and has given the recipient and the text; not for chat messages.
how_to_use:
  inputs:
    - name: to_address
      type: string
      description: Email address of the recipient.
      required: true
    - name: body_text
      type: string
      description: Plain-text body of the message.
      required: true
    - name: priority
      type: string
      description: "How the message is flagged: normal (no flag) or urgent (marked important)."
      schema:
        enum: [normal, urgent]
  outputs:
    success: The id of the message accepted for delivery.
    failure:
      - code: invalid_address
        description: The recipient address is not a valid email address.
examples:
  - goal: Send a short note
    input_values:
      to_address: ana@example.com
      body_text: See you at ten.
    expected_result: The id of the sent message.
`;

export const CLEAN_V1 = `schema_version: "1.0.0"
tool_id: send_email
description: Sends an email message to one recipient.
when_to_use: Use when the user asks to send an email and has given the recipient and the text.
how_to_use:
  inputs:
    - name: to_address
      type: string
      description: Email address of the recipient.
  outputs:
    success: The message was accepted for delivery.
    failure:
      - code: invalid_address
        description: The recipient address is not a valid email address.
`;

export const CLEAN_TOOL = `tool:
  name: calendar.create_event
  description: Creates an event in the user's calendar and returns its identifier.
  input:
    type: object
    properties:
      title:
        type: string
        description: Title shown in the calendar.
      start_time:
        type: string
        description: Start date and time (RFC 3339).
    required: [title, start_time]
  output:
    success:
      type: object
      properties:
        event_id: { type: string, description: Identifier of the new event. }
    error:
      type: object
      properties:
        text: { type: string }
  examples:
    - description: A meeting
      input: { title: Review, start_time: "2025-07-12T10:00:00Z" }
      output: { event_id: evt_1 }
`;

export const CLEAN_JSON = JSON.stringify(
  {
    schema_version: '2.0.0',
    tool_id: 'text_translator',
    description: 'Translates a text from one language to another.',
    when_to_use: 'Use when the user needs a text in another language.',
    how_to_use: {
      inputs: [{ name: 'text', type: 'string', description: 'The text to translate.', required: true }],
      outputs: { success: 'The translated text.', failure: [{ code: 'unsupported_language', description: 'Not supported.' }] },
    },
    examples: [{ goal: 'Translate a greeting', input_values: { text: 'Good morning' }, expected_result: 'Buenos días' }],
  },
  null,
  2,
);
