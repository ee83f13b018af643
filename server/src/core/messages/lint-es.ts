// Spanish messages of the lint rules (same keys as lint-en.ts; a missing key is a compile error).
import type { LintMessages } from './lint-en';

export const lintEs: LintMessages = {
  'lint.security/invisible-characters.summary': 'Caracteres invisibles o que cambian la dirección del texto en un texto que lee un modelo.',
  'lint.security/invisible-characters':
    '{at}: {count} carácter(es) invisible(s) ({codes}): un modelo los lee, pero quien revisa la herramienta no los ve.',
  'lint.security/invisible-characters.tags':
    '{at}: {count} carácter(es) de etiqueta Unicode ({codes}) que escriben el texto oculto "{hidden}": un modelo lo lee, quien revisa no ve nada.',
  'lint.security/confusable-name.summary': 'Un nombre que parece ASCII pero contiene letras de otra escritura.',
  'lint.security/confusable-name':
    '{at}: el nombre de herramienta "{name}" parece "{ascii}" pero contiene {letters}: pasa por otro nombre en una revisión o una lista de permitidos.',
  'lint.security/confusable-name.input':
    '{at}: el nombre de entrada "{name}" parece "{ascii}" pero contiene {letters}: pasa por otro nombre en una revisión.',
  'lint.security/hidden-tag.summary': 'Etiquetas como <IMPORTANT> o <system> dirigidas al modelo.',
  'lint.security/hidden-tag':
    '{at}: "{phrase}" se dirige al modelo, no al lector: así esconden órdenes en una descripción los ataques de envenenamiento de herramientas publicados.',
  'lint.security/instruction-override.summary': 'Texto que pide al modelo ignorar o sustituir sus instrucciones.',
  'lint.security/instruction-override':
    '{at}: "{phrase}" pide al modelo dejar de lado sus instrucciones: una descripción describe la herramienta y no da órdenes al modelo.',
  'lint.security/conceal-from-user.summary': 'Texto que pide al modelo ocultar algo al usuario.',
  'lint.security/conceal-from-user':
    '{at}: "{phrase}" pide al modelo ocultar algo al usuario: una herramienta honrada no tiene nada que ocultar a quien la usa.',
  'lint.security/sensitive-data.summary': 'Peticiones de leer o transmitir secretos o archivos sensibles.',
  'lint.security/sensitive-data':
    '{at}: "{phrase}" pide al modelo leer o transmitir secretos: una herramienta que necesita una credencial la toma de su configuración, no del modelo.',
  'lint.security/sensitive-data.name':
    '{at}: la entrada "{phrase}" nombra un secreto o un archivo sensible: un modelo rellena todos los parámetros que recibe, así que iría a leerlo.',
  'lint.security/exfiltration.summary': 'Texto que envía datos a una dirección escrita en él, o los saca codificados.',
  'lint.security/exfiltration':
    '{at}: "{phrase}" envía datos a una dirección fija o los esconde en un parámetro: la herramienta filtraría lo que sabe el modelo a quien la escribió.',
  'lint.security/hidden-tag.comment':
    '{at}: el comentario HTML "{phrase}" habla al modelo: quien lee el texto mostrado nunca lo ve, un modelo lo lee entero.',
  'lint.security/model-directive.summary': 'Texto que ordena al modelo leer, pasar o enviar lo que la herramienta no recibió.',
  'lint.security/model-directive':
    '{at}: "{phrase}" ordena al modelo obtener o entregar algo que va más allá de las entradas de esta herramienta (la conversación, sus instrucciones, resultados de otras herramientas, secretos, la salida de un comando): una descripción dice qué hace la herramienta, no manda al modelo a hacer recados.',
  'lint.security/model-directive.encoded':
    '{at}: "{phrase}" es texto codificado ({encoding}) que se descodifica como una orden al modelo: quien revisa ve ruido, un modelo puede leerlo.',
  'lint.security/suspicious-instruction.summary':
    'Texto que un detector entrenado lee como una instrucción al modelo y no como una descripción.',
  'lint.security/suspicious-instruction':
    '{at}: un detector entrenado lee "{phrase}" como una instrucción dirigida al modelo y no como una descripción de la herramienta (puntuación {score} %): revisa a quién se dirige y qué pide.',
  'lint.security/preference-manipulation.summary': 'Texto que empuja al modelo a elegir esta herramienta antes que otras.',
  'lint.security/preference-manipulation':
    '{at}: "{phrase}" empuja al modelo a elegir esta herramienta antes que las demás en vez de decir qué hace: señales así deciden a qué herramienta llama un modelo.',
  'lint.security/preference-manipulation.replace':
    '{at}: "{phrase}" afirma sustituir otra herramienta o una capacidad integrada: una herramienta no puede retirar a las demás, y la afirmación dirige al modelo hacia ella.',
  'lint.security/annotation-mismatch.summary': 'Anotaciones MCP que contradicen lo que la herramienta dice hacer.',
  'lint.security/annotation-mismatch.readOnly':
    '{at}: readOnlyHint es true pero la herramienta dice que hace "{verb}": los clientes no piden confirmación para las de solo lectura, así que actuaría sin preguntar.',
  'lint.security/annotation-mismatch':
    '{at}: destructiveHint es false pero la herramienta dice que hace "{verb}": los clientes no avisan para las no destructivas, así que podrían perderse datos sin preguntar.',
  'lint.quality/short-description.summary': 'Una descripción demasiado corta para decir qué hace la herramienta.',
  'lint.quality/short-description':
    '{at}: la descripción tiene {words} palabra(s), menos de {min}: muy pocas para que un modelo sepa qué hace la herramienta y cuándo elegirla.',
  'lint.quality/description-repeats-name.summary': 'Una descripción que solo repite el nombre de la herramienta.',
  'lint.quality/description-repeats-name':
    '{at}: la descripción solo repite el nombre "{name}": diga qué hace la herramienta, con qué y qué devuelve.',
  'lint.quality/long-description.summary': 'Una descripción muy larga (contada en tokens).',
  'lint.quality/long-description':
    '{at}: la descripción tiene unos {tokens} tokens, más de {max}: cada petición que ofrece esta herramienta los paga; lleve los detalles a las entradas.',
  'lint.quality/weak-when-to-use.summary': 'when_to_use vacío o copia de la descripción.',
  'lint.quality/weak-when-to-use':
    '{at}: when_to_use repite la descripción: diga cuándo debe un modelo elegir esta herramienta (y cuándo no), que la descripción no lo dice.',
  'lint.quality/weak-when-to-use.blank': '{at}: when_to_use está en blanco: diga cuándo debe un modelo elegir esta herramienta.',
  'lint.quality/undocumented-input.summary': 'Una entrada o propiedad de esquema sin descripción.',
  'lint.quality/undocumented-input': '{at}: la entrada "{name}" no tiene descripción: un modelo la rellena solo por su nombre.',
  'lint.quality/undocumented-enum.summary': 'Un enum cuyos valores no se explican.',
  'lint.quality/undocumented-enum':
    '{at}: los valores de "{name}" ({values}) no se explican: nombre cada uno en la descripción para que un modelo pueda elegir entre ellos.',
  'lint.quality/required-input-without-example.summary': 'Una entrada obligatoria que ningún ejemplo usa.',
  'lint.quality/required-input-without-example':
    '{at}: la entrada obligatoria "{name}" no aparece en ningún ejemplo: un ejemplo es la forma más segura de mostrar un valor correcto.',
  'lint.quality/no-examples.summary': 'Ningún ejemplo de llamada (ATDF 2.x y la forma tool:).',
  'lint.quality/no-examples':
    '{at}: la herramienta no tiene ejemplos: una llamada de ejemplo enseña a un modelo un uso correcto mejor que la prosa.',
  'lint.quality/no-failure-described.summary': 'No se describe ningún fallo ni salida de error.',
  'lint.quality/no-failure-described':
    '{at}: no se describe ningún fallo: un modelo que no sabe cómo falla la herramienta no puede recuperarse de un error.',
  'lint.quality/no-failure-described.tool':
    '{at}: la herramienta no tiene esquema output.error: un modelo que no sabe cómo falla la herramienta no puede recuperarse de un error.',
  'lint.quality/undescribed-output.summary': 'No se describe qué devuelve un éxito.',
  'lint.quality/undescribed-output': '{at}: lo que devuelve un éxito está en blanco: diga qué vuelve para que un modelo pueda usarlo.',
  'lint.quality/undescribed-output.tool':
    '{at}: la salida de éxito no tiene descripción (ni propia ni en sus propiedades): diga qué vuelve para que un modelo pueda usarlo.',
  'lint.quality/inconsistent-names.summary': 'Nombres de entradas de una herramienta en estilos distintos.',
  'lint.quality/inconsistent-names':
    '{at}: "{name}" está en {style} y las demás entradas en {dominant} (p. ej. "{example}"): un modelo copia un estilo y escribe mal los demás.',
  'lint.quality/inconsistent-tool-names.summary': 'Nombres de herramientas del espacio de trabajo en estilos distintos.',
  'lint.quality/inconsistent-tool-names':
    '{at}: el nombre de herramienta "{name}" está en {style} y la mayoría de las herramientas del espacio de trabajo en {dominant} (p. ej. "{example}"): un modelo que ve un estilo adivina mal los demás.',
  'lint.quality/placeholder-text.summary': 'Texto de relleno olvidado (TODO, TBD, lorem ipsum).',
  'lint.quality/placeholder-text': '{at}: "{phrase}" es texto de relleno: un modelo lo lee como la documentación de la herramienta.',
  'lint.quality/generated-text.summary':
    'Una frase que un importador de atdf escribió donde su fuente no decía nada, aún sin reescribir por el autor.',
  'lint.quality/generated-text':
    '{at}: esta frase la generó un importador de atdf y nunca se reescribió: reemplácela por lo que la herramienta hace realmente.',
  'lint.security/tool-shadowing.summary': 'Una descripción que da instrucciones sobre otra herramienta del espacio de trabajo.',
  'lint.security/tool-shadowing':
    '{at}: "{phrase}" da órdenes sobre otra herramienta ("{tool}"): una descripción que dirige otras herramientas puede secuestrarlas (tool shadowing).',
  'lint.security/tool-shadowing.related': 'la definición de "{tool}"',
  'lint.security/tool-changed.summary': 'Una herramienta cuya descripción o esquemas cambiaron desde `atdf pin`.',
  'lint.security/tool-changed':
    '{at}: la herramienta "{name}" cambió desde que se fijó ({what}): revise el cambio y ejecute atdf pin de nuevo para aceptarlo.',
  'lint.security/tool-changed.new':
    '{at}: la herramienta "{name}" no está en el archivo de bloqueo: revísela y ejecute atdf pin para aceptarla.',
  'lint.action.deleteInvisible': 'Borrar los caracteres invisibles',
  'lint.action.useAscii': 'Renombrar a "{value}" (letras ASCII)',
};
